import { createContext } from 'react';

export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Notification {
  title: string;
  message?: string;
  severity?: NotificationSeverity;
  /** How long it stays, in ms; the spec's default is NOTIFICATION_DISPLAY_MS. */
  durationMs?: number;
}

/** Shows a toast and returns a function that takes it down early, if it is still the one on screen. */
export type Notify = (notification: Notification) => () => void;

export const NotificationContext = createContext<Notify | null>(null);
