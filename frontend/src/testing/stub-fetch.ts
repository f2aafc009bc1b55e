import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Replaces fetch with a spy. Node's Request, unlike a browser's, rejects relative URLs, so it is swapped for one
 * that resolves them against the jsdom page address the way a browser does.
 */
export function stubFetch() {
  const spy = vi.fn<(request: Request) => Promise<Response>>();
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', spy);
  return spy;
}

/**
 * Stubs fetch before each test of the calling file and restores it (and unmounts) after each; returns a getter for
 * the current test's spy.
 */
export function useStubbedFetch(): () => ReturnType<typeof stubFetch> {
  let spy: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    spy = stubFetch();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return () => spy;
}
