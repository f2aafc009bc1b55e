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
);
