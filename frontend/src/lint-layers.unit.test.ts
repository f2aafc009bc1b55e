// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** Lints `code` as if it were the file at `path` (under frontend/src) and returns the rules that fired. */
async function firedRules(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}frontend/src/${path}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('client layers, as lint holds them', () => {
  it('refuses a feature importing another feature', async () => {
    const code = "import { BankPage } from '../../bank/pages/bank-page';\nexport const page = BankPage;\n";
    expect(await firedRules('features/shop/components/example.tsx', code)).toContain('import-x/no-restricted-paths');
  });

  it('refuses a feature importing app/', async () => {
    const code = "import { theme } from '../../../app/theme';\nexport const used = theme;\n";
    expect(await firedRules('features/shop/components/example.tsx', code)).toContain('import-x/no-restricted-paths');
  });

  it('refuses a shared component importing a feature', async () => {
    const code = "import { ShopPage } from '../features/shop/pages/shop-page';\nexport const page = ShopPage;\n";
    expect(await firedRules('components/example.tsx', code)).toContain('import-x/no-restricted-paths');
  });

  it('refuses lib/ importing a layer above it', async () => {
    const code = "import { useGetCoinsQuery } from '../api/coins';\nexport const used = useGetCoinsQuery;\n";
    expect(await firedRules('lib/example.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature import its own files and the shared layers', async () => {
    const code = [
      "import { ShopContent } from '../components/shop-content';",
      "import { useGetShopBoostsQuery } from '../../../api/shop';",
      "import { errorMessage } from '../../../lib/api-error';",
      "import { ErrorState } from '../../../components/error-state';",
      'export const used = [ShopContent, useGetShopBoostsQuery, errorMessage, ErrorState];',
      '',
    ].join('\n');
    expect(await firedRules('features/shop/pages/example.tsx', code)).toEqual([]);
  });
});

describe('one clock, as lint holds it', () => {
  const rule = 'no-restricted-syntax';
  it('refuses dates formatted outside lib/format', async () => {
    for (const code of [
      'export const shown = (at: Date) => at.toLocaleString();',
      "export const shown = (at: Date) => at.toLocaleDateString('en-US');",
      'export const shown = (at: Date) => at.toLocaleTimeString();',
      "export const shown = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' });",
      'export const shown = new Date(0).toString();',
      'export const shown = new Date(0).toUTCString();',
    ]) {
      expect(await firedRules('features/raffles/components/example.tsx', code), code).toContain(rule);
    }
    const dateFns = "import { format } from 'date-fns';\nexport const shown = format;\n";
    expect(await firedRules('components/example.tsx', dateFns)).toContain('no-restricted-imports');
  });

  it('lets lib/format format, and tests build their expectations', async () => {
    const code = "export const shown = new Intl.DateTimeFormat('en-US').format(new Date(0));";
    expect(await firedRules('lib/format/example.ts', code)).not.toContain(rule);
    expect(await firedRules('features/raffles/components/example.unit.test.tsx', code)).not.toContain(rule);
  });
});
