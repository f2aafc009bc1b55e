import { describe, expect, it, vi } from 'vitest';
import { chooseViewMode, resolveViewMode, VIEW_MODE_STORAGE_KEY } from './view-mode';

describe('resolveViewMode', () => {
  it('defaults to desktop from 1024 px wide and to mobile below', () => {
    expect(resolveViewMode(null, 1024)).toBe('desktop');
    expect(resolveViewMode(null, 1440)).toBe('desktop');
    expect(resolveViewMode(null, 1023)).toBe('mobile');
    expect(resolveViewMode(null, 375)).toBe('mobile');
  });

  it('lets a stored choice override the width', () => {
    expect(resolveViewMode('mobile', 1440)).toBe('mobile');
    expect(resolveViewMode('desktop', 375)).toBe('desktop');
  });

  it('ignores a stored value that is not a mode', () => {
    expect(resolveViewMode('tablet', 375)).toBe('mobile');
  });
});

describe('chooseViewMode', () => {
  it('stores the choice and reloads after 100 ms', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const storage = new Map<string, string>();
    const win = {
      localStorage: { setItem: (key: string, value: string) => storage.set(key, value) },
      location: { reload },
      setTimeout: globalThis.setTimeout,
    } as unknown as Window;

    chooseViewMode('mobile', win);
    expect(storage.get(VIEW_MODE_STORAGE_KEY)).toBe('mobile');
    vi.advanceTimersByTime(99);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
