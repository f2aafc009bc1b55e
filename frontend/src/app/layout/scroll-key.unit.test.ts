import { describe, expect, it, vi } from 'vitest';
import type { Location } from 'react-router-dom';
import { scrollKey } from './scroll-key';

const at = (key: string, pathname = '/prizes'): Location => ({ key, pathname, search: '', hash: '', state: null });

describe('scroll restoration key', () => {
  it('tells apart the first entries of two documents, which React Router both keys "default"', async () => {
    const first = scrollKey(at('default', '/prizes'));
    // A new document is a fresh module instance.
    vi.resetModules();
    const { scrollKey: nextDocumentKey } = await import('./scroll-key');
    expect(nextDocumentKey(at('default', '/contests'))).not.toBe(first);
  });

  it('keeps one key per history entry within a document, so back and forward restore the position', () => {
    expect(scrollKey(at('abc123'))).toBe(scrollKey(at('abc123', '/raffles')));
    expect(scrollKey(at('abc123'))).not.toBe(scrollKey(at('def456')));
  });
});
