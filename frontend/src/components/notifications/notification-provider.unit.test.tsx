import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NOTIFICATION_DISPLAY_MS, NOTIFICATION_HOTKEY, NOTIFICATION_SWIPE_THRESHOLD_PX } from '@fr/contracts/shell';
import { texts } from '@fr/contracts/texts';
import { NotificationProvider } from './notification-provider';
import type { Notification, Notify } from './notification-context';
import { useNotify } from './use-notify';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The provider with a way to raise toasts from the test, as any screen does through useNotify. */
function renderProvider() {
  let notify: Notify | null = null;
  function Raiser() {
    notify = useNotify();
    return null;
  }
  render(
    <NotificationProvider>
      <Raiser />
    </NotificationProvider>,
  );
  return (notification: Notification) =>
    act(() => {
      notify?.(notification);
    });
}

const region = () => screen.queryByRole('region', { name: texts.app.notificationsRegion });
const toast = () => screen.getByText('Saved').closest<HTMLElement>('[role="status"]')!;

/** Drags the toast horizontally by `dx` pixels and lets go. */
function swipe(dx: number) {
  const element = toast();
  fireEvent.pointerDown(element, { clientX: 100, pointerId: 1 });
  fireEvent.pointerMove(element, { clientX: 100 + dx, pointerId: 1 });
  fireEvent.pointerUp(element, { clientX: 100 + dx, pointerId: 1 });
}

describe('toasts (spec §9)', () => {
  it('shows one notification at a time: a new one replaces the one on screen', () => {
    const notify = renderProvider();
    notify({ title: 'First' });
    expect(screen.getByText('First')).toBeTruthy();
    notify({ title: 'Second', message: 'Replaces the first' });
    expect(screen.getAllByRole('region', { name: texts.app.notificationsRegion })).toHaveLength(1);
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Replaces the first')).toBeTruthy();
  });

  it('shows a notification for 5000 ms by default, or as long as it asks', () => {
    vi.useFakeTimers();
    const notify = renderProvider();
    notify({ title: 'Saved' });
    act(() => vi.advanceTimersByTime(NOTIFICATION_DISPLAY_MS - 1));
    expect(region()).not.toBeNull();
    // Closing starts at 5000 ms; the exit transition then takes the toast off the page.
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.runOnlyPendingTimers());
    expect(region()).toBeNull();

    notify({ title: 'Longer', durationMs: 8000 });
    act(() => vi.advanceTimersByTime(NOTIFICATION_DISPLAY_MS));
    expect(screen.getByText('Longer')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    act(() => vi.runOnlyPendingTimers());
    expect(region()).toBeNull();
  });

  it('is dismissed by a swipe of more than 50 px to the right, not by a shorter one or one to the left', () => {
    vi.useFakeTimers();
    const notify = renderProvider();
    notify({ title: 'Saved' });
    swipe(NOTIFICATION_SWIPE_THRESHOLD_PX);
    swipe(-200);
    act(() => vi.runOnlyPendingTimers());
    expect(region()).not.toBeNull();
    swipe(NOTIFICATION_SWIPE_THRESHOLD_PX + 1);
    act(() => vi.runOnlyPendingTimers());
    expect(region()).toBeNull();
  });

  it('moves the focus to the notification on F8', () => {
    const notify = renderProvider();
    notify({ title: 'Saved' });
    expect(document.activeElement).not.toBe(toast());
    fireEvent.keyDown(document, { key: NOTIFICATION_HOTKEY });
    expect(document.activeElement).toBe(toast());
  });
});
