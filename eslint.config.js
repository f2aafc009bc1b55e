import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The client's layers (frontend/src/README.md): app/ composes and nothing imports it; a feature imports no other
 * feature; the shared layers (api, lib, stores, hooks, components) import no feature and no app code.
 */
const client = 'frontend/src';
// Every folder under features/ is a feature: a new one is held to the same rules without editing this file.
const features = readdirSync(new URL(`./${client}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  ...features.map((feature) => ({
    target: `./${client}/features/${feature}`,
    from: [`./${client}/features`, `./${client}/app`],
    except: [`./${feature}`],
    message: 'A feature imports no other feature and nothing from app/; move shared code to api/, lib/, hooks/ or components/.',
  })),
  ...['api', 'lib', 'stores', 'hooks', 'components'].map((layer) => ({
    target: `./${client}/${layer}`,
    from: [`./${client}/features`, `./${client}/app`],
    message: 'Shared layers import no feature and nothing from app/.',
  })),
  // Below the features the layers stack: lib <- api <- stores <- hooks and components (which may use each other).
  ...[
    ['lib', ['api', 'stores', 'hooks', 'components']],
    ['api', ['stores', 'hooks', 'components']],
    ['stores', ['hooks', 'components']],
  ].map(([layer, above]) => ({
    target: `./${client}/${layer}`,
    from: above.map((name) => `./${client}/${name}`),
    message: `${layer}/ sits below ${above.join(', ')}: it may not import them.`,
  })),
];

/**
 * The server's layers (docs/overview.md): platform/ at the bottom, then write/ and eventstore/, then the contract a
 * feature is opened with (services.ts, feature.ts), then the features, then system/ which composes them, and on top
 * the entry points (processes and CLIs), the chaos campaign and the test fixtures of testing/. A feature reaches
 * another feature only through its index.ts, and so does everything above the features.
 */
const server = 'backend/src';
const at = (...names) => names.map((name) => `./${server}/${name}`);
const serverFeatures = readdirSync(new URL(`./${server}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureIndexes = serverFeatures.map((feature) => `./${feature}/index.ts`);
/** Test code may also use testing/, system/ and the list of features, which make up the whole system; the product's code may not. */
const aboveFeatures = (testCode) => at('entrypoints', 'chaos', ...(testCode ? [] : ['system', 'testing']));
const serverZones = (testCode) => {
  const above = aboveFeatures(testCode);
  return [
    {
      target: at('platform'),
      from: [...at('write', 'eventstore', 'services.ts', 'feature.ts', 'features'), ...above],
      message: 'platform/ is the bottom layer: it imports nothing else of the backend. Move what it needs into it.',
    },
    {
      target: at('write'),
      from: [...at('eventstore', 'services.ts', 'feature.ts', 'features'), ...above],
      message: 'write/ sits on platform/ only.',
    },
    {
      target: at('eventstore'),
      from: [...at('services.ts', 'feature.ts', 'features'), ...above],
      message: 'eventstore/ sits on write/ and platform/ only.',
    },
    {
      target: at('services.ts', 'feature.ts'),
      from: [...at('features'), ...above],
      message: 'The services and the feature contract sit below the features.',
    },
    ...serverFeatures.map((feature) => ({
      target: `./${server}/features/${feature}`,
      from: `./${server}/features`,
      except: [`./${feature}`, ...featureIndexes.filter((index) => index !== `./${feature}/index.ts`), ...(testCode ? ['./index.ts'] : [])],
      message: "A feature imports another feature only through that feature's index.ts, and never the list of features.",
    })),
    ...serverFeatures.map((feature) => ({
      target: `./${server}/features/${feature}`,
      from: above,
      message: 'A feature imports nothing above the features: system/, entrypoints/, chaos/, testing/ (outside tests).',
    })),
    {
      target: at('system', 'entrypoints', 'chaos', 'testing'),
      from: `./${server}/features`,
      except: ['./index.ts', ...featureIndexes],
      message: 'Outside the features, a feature is reached only through its index.ts.',
    },
    {
      target: at('system'),
      from: at('entrypoints', 'chaos', ...(testCode ? [] : ['testing'])),
      message: 'system/ composes the features; the entry points and fixtures start it, not the other way round.',
    },
    ...(testCode
      ? []
      : [
          {
            target: at('platform', 'write', 'eventstore', 'services.ts', 'feature.ts', 'features', 'system', 'entrypoints'),
            from: [`./${server}/**/testing/**`],
            message: 'Stand-ins and fixtures in a testing/ folder are for tests only.',
          },
        ]),
  ];
};
const oneClock = 'Format dates and times with lib/format (formatDay, formatDateTime, formatDrawTime) and the zone from useTimeZone.';

/** Tests and their fixtures (stand-ins in testing/ folders, *-fixtures.ts beside the specs they serve). */
const serverTestCode = [`${server}/**/*.test.ts`, `${server}/**/testing/**/*.ts`, `${server}/**/*-fixtures.ts`];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '.data/**', 'test-results/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: [`${client}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // One clock (issue 22): a date or time a person reads goes through lib/format, which uses the profile's zone, names
    // it, and states draw times in ET as the rules do. Tests may build expectations with Intl; lint-layers proves this.
    files: [`${client}/**/*.{ts,tsx}`],
    ignores: [`${client}/lib/format/**`, `${client}/**/*.test.{ts,tsx}`, `${client}/testing/**`],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]', message: oneClock },
        { selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']", message: oneClock },
        {
          selector:
            "CallExpression[callee.object.type='NewExpression'][callee.object.callee.name='Date'][callee.property.name=/^to(UTC|Date|Time)?String$/]",
          message: oneClock,
        },
      ],
      'no-restricted-imports': ['error', { patterns: [{ group: ['date-fns', 'date-fns/*', '@date-fns/*'], message: oneClock }] }],
    },
  },
  {
    files: [`${server}/**/*.ts`],
    ignores: serverTestCode,
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones(false) }] },
  },
  {
    files: serverTestCode,
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones(true) }] },
  },
);
