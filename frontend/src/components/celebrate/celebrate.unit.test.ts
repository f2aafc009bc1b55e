import { afterEach, describe, expect, it, vi } from 'vitest';

const burst = vi.hoisted(() => Object.assign(vi.fn(), { reset: vi.fn() }));
const create = vi.hoisted(() => vi.fn(() => burst));
vi.mock('canvas-confetti', () => ({ default: { create } }));

import { celebrate } from './celebrate';

afterEach(() => {
  vi.useRealTimers();
});

describe('celebrate', () => {
  it('throws 50 pieces of confetti on its own canvas, without a worker, and clears them after 3 s', () => {
    vi.useFakeTimers();
    celebrate();
    const canvas = document.querySelector('canvas');
    expect(create).toHaveBeenCalledWith(canvas, expect.objectContaining({ useWorker: false, disableForReducedMotion: true }));
    expect(burst).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 50 }));
    vi.advanceTimersByTime(2999);
    expect(burst.reset).not.toHaveBeenCalled();
    expect(document.querySelector('canvas')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(burst.reset).toHaveBeenCalledOnce();
    expect(document.querySelector('canvas')).toBeNull();
  });
});
