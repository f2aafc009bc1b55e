import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { PreGameCountdown } from './pre-game-countdown';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Pre-Game countdown', () => {
  it('counts down to 8 PM local time, updating each second', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(2025, 8, 6, 19, 59, 57));
    renderApp(<PreGameCountdown onApplyBoosts={() => undefined} />);
    const countdown = screen.getByTestId('pre-game-countdown');
    expect(countdown.textContent).toBe('00:00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown.textContent).toBe('00:00:02');
    // At 8 PM itself the countdown moves on to tomorrow's 8 PM.
    act(() => vi.advanceTimersByTime(2000));
    expect(countdown.textContent).toBe('24:00:00');
  });

  it('offers the Apply Boosts button', () => {
    const onApplyBoosts = vi.fn();
    renderApp(<PreGameCountdown onApplyBoosts={onApplyBoosts} />);
    fireEvent.click(screen.getByTestId('apply-boosts'));
    expect(onApplyBoosts).toHaveBeenCalledOnce();
  });
});
