import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** Lints `code` as if it were the file at `path` (under backend/src) and returns the rules that fired. */
async function firedRules(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}backend/src/${path}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const restricted = 'import-x/no-restricted-paths';

describe('server layers, as lint holds them', () => {
  // The first file linted loads the parser and the rules; that one-off start may take longer than a test should.
  beforeAll(() => firedRules('platform/example.ts', ''), 120_000);

  it('refuses platform/ importing a feature', async () => {
    const code = "import { rafflesFeature } from '../features/raffles';\nexport const used = rafflesFeature;\n";
    expect(await firedRules('platform/example.ts', code)).toContain(restricted);
  });

  it('refuses platform/ importing the feature contract or write/', async () => {
    expect(await firedRules('platform/example.ts', "export { defineFeature } from '../feature';\n")).toContain(restricted);
    expect(await firedRules('platform/example.ts', "export { eventIdFor } from '../write/event-ids';\n")).toContain(restricted);
  });

  it('refuses write/ and eventstore/ importing a feature', async () => {
    const code = "export { handlePlayerCommand } from '../features/player';\n";
    expect(await firedRules('write/example.ts', code)).toContain(restricted);
    expect(await firedRules('eventstore/example.ts', code)).toContain(restricted);
  });

  it('refuses the services and the feature contract importing a feature or system/', async () => {
    expect(await firedRules('services.ts', "export { shopFeature } from './features/shop';\n")).toContain(restricted);
    expect(await firedRules('feature.ts', "export { startSystem } from './system/system';\n")).toContain(restricted);
  });

  it('refuses system/ importing an entry point', async () => {
    const code = "export { runAdminCli } from '../entrypoints/admin-cli';\n";
    expect(await firedRules('system/example.ts', code)).toContain(restricted);
  });

  it('refuses a feature importing the inside of another feature', async () => {
    const code = "export { walletAsOf } from '../ledger/domain/stream-view';\n";
    expect(await firedRules('features/analytics/example.ts', code)).toContain(restricted);
  });

  it('refuses a feature importing the list of features, system/ or an entry point', async () => {
    expect(await firedRules('features/shop/example.ts', "export { features } from '..';\n")).toContain(restricted);
    expect(await firedRules('features/shop/example.ts', "export { startSystem } from '../../system/system';\n")).toContain(restricted);
    expect(await firedRules('features/shop/example.ts', "export { runAdminCli } from '../../entrypoints/admin-cli';\n")).toContain(
      restricted,
    );
  });

  it('refuses product code importing the test fixtures, and lets tests use them', async () => {
    const code = "export { deciderSpec } from '../../testing/decider-spec';\n";
    expect(await firedRules('features/shop/example.ts', code)).toContain(restricted);
    expect(await firedRules('features/shop/example.unit.test.ts', code)).toEqual([]);
    const standIn = "export { startStripeStandIn } from '../testing/stripe-stand-in';\n";
    expect(await firedRules('entrypoints/example.ts', standIn)).toContain(restricted);
    expect(await firedRules('entrypoints/example.int.test.ts', standIn)).toEqual([]);
  });

  it('refuses system/, entry points and fixtures reaching into a feature', async () => {
    const code = "export { adminCipher } from '../features/admin/admin-cipher';\n";
    expect(await firedRules('entrypoints/example.ts', code)).toContain(restricted);
    expect(await firedRules('testing/example.ts', code)).toContain(restricted);
    expect(await firedRules('system/example.ts', code)).toContain(restricted);
  });

  it('lets a feature import its own files, another feature through its index.ts, and the layers below', async () => {
    const code = [
      "export { shopRoutes } from './shop-routes';",
      "export { handlePlayerCommand } from '../player';",
      "export { createTokenCipher } from '../../platform/token-cipher';",
      "export { eventIdFor } from '../../write/event-ids';",
      "export type { AppServices } from '../../services';",
      "export { defineFeature } from '../../feature';",
      '',
    ].join('\n');
    expect(await firedRules('features/shop/example.ts', code)).toEqual([]);
  });
});
