import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { DialogFooter } from './detail-dialog';
import { FactRow } from './fact-row';

export interface SummaryLine {
  label: string;
  value: string;
}

interface Props {
  open: boolean;
  /** The title's id, which names the dialog. */
  id: string;
  title: string;
  /** The order summary, one line each; the last is the total (set apart by a rule). */
  summary: readonly SummaryLine[];
  /** Above the summary: what the player must know before confirming (TEST MODE). */
  notice?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** While the confirmed action runs: the buttons wait and the dialog stays. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}

/**
 * What a spend or a charge will do, confirmed before it happens: nothing moves until Confirm; Cancel, Escape and a
 * click outside leave everything as it was.
 */
export function ConfirmDialog({
  open,
  id,
  title,
  summary,
  notice,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
  testId,
}: Props) {
  const total = summary.at(-1);
  const close = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby={id} data-testid={testId}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          {notice}
          <Stack spacing={1} data-testid="confirm-summary">
            {summary.slice(0, -1).map((line) => (
              <FactRow key={line.label} label={line.label} value={line.value} />
            ))}
            {total && (
              <>
                <Divider />
                <FactRow label={total.label} value={total.value} />
              </>
            )}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogFooter closeLabel={cancelLabel} onClose={close}>
        <Button variant="contained" onClick={onConfirm} disabled={busy} data-testid="confirm-action">
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
