import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { NOTIFICATION_DISPLAY_MS, NOTIFICATION_HOTKEY, NOTIFICATION_LIMIT, shellTexts } from '@fr/contracts/shell';
import { NotificationContext, type Notification } from './notification-context';
import { NotificationToast } from './notification-toast';

interface Shown extends Notification {
  id: number;
}

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown[]>([]);
  /** The toast on screen; null once it is closed (it stays mounted so it can animate out). */
  const [openId, setOpenId] = useState<number | null>(null);
  const nextId = useRef(0);
  const toastRef = useRef<HTMLDivElement>(null);

  const notify = useCallback((notification: Notification) => {
    nextId.current += 1;
    const entry = { ...notification, id: nextId.current };
    setShown((current) => [entry, ...current].slice(0, NOTIFICATION_LIMIT));
    setOpenId(entry.id);
    // Only this toast: one that replaced it in the meantime stays.
    return () => setOpenId((id) => (id === entry.id ? null : id));
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === NOTIFICATION_HOTKEY) toastRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const current = shown[0];
  const close = () => setOpenId(null);

  return (
    <NotificationContext.Provider value={notify}>
      {children}
      {current && (
        // A fresh body-level node per toast: an open dialog marks the rest of the page aria-hidden, and a toast
        // raised from inside the dialog must still be announced.
        <Portal key={current.id}>
          <Snackbar
            open={openId === current.id}
            autoHideDuration={current.durationMs ?? NOTIFICATION_DISPLAY_MS}
            onClose={(_event, reason) => {
              // A click elsewhere on the page must not swallow the message before it was read.
              if (reason !== 'clickaway') close();
            }}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            slotProps={{ root: { role: 'region', 'aria-label': shellTexts.app.notificationsRegion } }}
            sx={{ maxWidth: { xs: 'calc(100% - 16px)', sm: 420 } }}
          >
            <NotificationToast ref={toastRef} notification={current} onDismiss={close} />
          </Snackbar>
        </Portal>
      )}
    </NotificationContext.Provider>
  );
}
