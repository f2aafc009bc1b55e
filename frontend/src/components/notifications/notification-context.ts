import { createContext } from 'react';

export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Notification {
  title: string;
  message?: string;
  severity?: NotificationSeverity;
  /** How long it stays, in ms; the spec's default is NOTIFICATION_DISPLAY_MS. */
  durationMs?: number;
}

export type Notify = (notification: Notification) => void;

export const NotificationContext = createContext<Notify | null>(null);
