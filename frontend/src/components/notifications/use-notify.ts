import { useContext } from 'react';
import { NotificationContext, type Notify } from './notification-context';

/** Shows a toast; a new one replaces the one on screen (spec §9: one notification at a time). */
export function useNotify(): Notify {
  const notify = useContext(NotificationContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationProvider>');
  return notify;
}
