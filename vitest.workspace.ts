import { defineProject, type TestProjectConfiguration } from 'vitest/config';

const integration = { globalSetup: ['./test-support/global-setup.ts'], testTimeout: 60_000, hookTimeout: 120_000 };

function unit(workspace: string, environment: 'node' | 'jsdom' = 'node'): TestProjectConfiguration {
  // Screen tests (jsdom) wait for what a page shows, however long a busy machine takes to render it.
  const screen = environment === 'jsdom' ? { setupFiles: [`./${workspace}/src/testing/screen-test-setup.ts`], testTimeout: 30_000 } : {};
  return defineProject({
    test: { name: `${workspace}-unit`, include: [`${workspace}/src/**/*.unit.test.{ts,tsx}`], environment, ...screen },
  });
}

function int(workspace: string): TestProjectConfiguration {
  return defineProject({
    test: { name: `${workspace}-int`, include: [`${workspace}/src/**/*.int.test.ts`], ...integration },
  });
}

/** The list of test projects; vitest.config.ts passes it as `test.projects`. */
export default [
  unit('contracts'),
  unit('backend'),
  int('backend'),
  unit('projections'),
  int('projections'),
  unit('workers'),
  int('workers'),
  unit('frontend', 'jsdom'),
  defineProject({
    test: {
      name: 'e2e',
      include: ['frontend/e2e/**/*.spec.ts'],
      ...integration,
      globalSetup: ['./test-support/global-setup.ts', './test-support/build-client.ts'],
      testTimeout: 120_000,
      fileParallelism: false,
    },
  }),
] satisfies TestProjectConfiguration[];
