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
    renderApp(<PreGameCountdown onApplyBoosts={() => undefined} onPreloadBoosts={() => undefined} />);
    const countdown = screen.getByTestId('pre-game-countdown');
    expect(countdown.textContent).toBe('00:00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown.textContent).toBe('00:00:02');
    // At 8 PM itself the countdown moves on to tomorrow's 8 PM.
    act(() => vi.advanceTimersByTime(2000));
    expect(countdown.textContent).toBe('24:00:00');
  });

  it('offers the Apply Boosts button, which asks for the dialog early when pointed at or focused', () => {
    const onApplyBoosts = vi.fn();
    const onPreloadBoosts = vi.fn();
    renderApp(<PreGameCountdown onApplyBoosts={onApplyBoosts} onPreloadBoosts={onPreloadBoosts} />);
    const button = screen.getByTestId('apply-boosts');
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    expect(onPreloadBoosts).toHaveBeenCalledTimes(2);
    expect(onApplyBoosts).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(onApplyBoosts).toHaveBeenCalledOnce();
  });
});
