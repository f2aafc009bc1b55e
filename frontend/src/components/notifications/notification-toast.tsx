import { useRef, useState, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { NOTIFICATION_SWIPE_THRESHOLD_PX, shellTexts } from '@fr/contracts/shell';
import type { Notification } from './notification-context';

interface Props {
  ref?: Ref<HTMLDivElement>;
  notification: Notification;
  onDismiss: () => void;
}

/** One toast; swiping it to the right past the threshold dismisses it (spec §9). */
export function NotificationToast({ ref, notification, onDismiss }: Props) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const endSwipe = () => {
    if (offset > NOTIFICATION_SWIPE_THRESHOLD_PX) onDismiss();
    startX.current = null;
    setOffset(0);
  };

  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role={notification.severity === 'error' ? 'alert' : 'status'}
      severity={notification.severity ?? 'success'}
      variant="filled"
      onClose={onDismiss}
      slotProps={{ closeButton: { 'aria-label': shellTexts.app.dismiss } }}
      onPointerDown={(event) => {
        startX.current = event.clientX;
      }}
      onPointerMove={(event) => {
        if (startX.current !== null) setOffset(Math.max(0, event.clientX - startX.current));
      }}
      onPointerUp={endSwipe}
      onPointerCancel={endSwipe}
      sx={{
        width: '100%',
        touchAction: 'pan-y',
        transform: `translateX(${offset}px)`,
        opacity: offset > 0 ? 0.7 : 1,
        boxShadow: 6,
      }}
    >
      <AlertTitle sx={{ mb: notification.message ? 0.5 : 0 }}>{notification.title}</AlertTitle>
      {notification.message}
    </Alert>
  );
}
