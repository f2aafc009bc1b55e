import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';

/** A dialog's buttons: the one that closes it (Close, Cancel) first, then its own actions. */
export function DialogFooter({ closeLabel, onClose, children }: { closeLabel: string; onClose: () => void; children?: ReactNode }) {
  return (
    <DialogActions disableSpacing sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
      <Button onClick={onClose} color="inherit">
        {closeLabel}
      </Button>
      {children}
    </DialogActions>
  );
}

interface Props<T> {
  /** What the dialog shows; it is open while there is one. */
  item: T | null;
  /** The title's id, which names the dialog. */
  id: string;
  title: (item: T) => ReactNode;
  titleSx?: (item: T) => SxProps<Theme>;
  maxWidth?: 'xs' | 'sm' | 'md';
  closeLabel: string;
  onClose: () => void;
  /** Buttons after Close. */
  actions?: (item: T) => ReactNode;
  children: (item: T) => ReactNode;
}

/** The details of one card (a prize, a contest, a tier, a raffle's tickets) over the page, closed by its footer. */
export function DetailDialog<T>({ item, id, title, titleSx, maxWidth = 'sm', closeLabel, onClose, actions, children }: Props<T>) {
  return (
    <Dialog open={item !== null} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={id}>
      {item !== null && (
        <>
          <DialogTitle id={id} sx={titleSx?.(item)}>
            {title(item)}
          </DialogTitle>
          <DialogContent>{children(item)}</DialogContent>
          <DialogFooter closeLabel={closeLabel} onClose={onClose}>
            {actions?.(item)}
          </DialogFooter>
        </>
      )}
    </Dialog>
  );
}
