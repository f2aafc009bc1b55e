import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderEventCatalogue } from './events/render-catalogue';
import { buildOpenApiDocument } from './openapi';

const docs = new URL('../../docs/', import.meta.url);

describe('generated documents in docs/ match the contracts', () => {
  it('docs/events.md (run `npm run docs:events` after changing events)', () => {
    expect(readFileSync(new URL('events.md', docs), 'utf8')).toBe(renderEventCatalogue());
  });

  it('docs/openapi.json (run `npm run openapi` after changing routes)', () => {
    expect(JSON.parse(readFileSync(new URL('openapi.json', docs), 'utf8'))).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });
});
