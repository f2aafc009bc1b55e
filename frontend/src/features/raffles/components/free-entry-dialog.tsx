import { useState } from 'react';
import { generatePath, Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { rafflesTexts, type RaffleCard } from '@fr/contracts/raffles';
import { clientRoutes } from '@fr/contracts/shell';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage, isEligibilityRequired, serverMessage } from '../../../lib/api-error';
import { useRequestFreeEntryMutation } from '../../../api/raffles';
import { DialogFooter } from '../../../components/detail-dialog';

/** The free entry (no purchase necessary, issue 10): the player accepts the official rules, then enters once. */
export function FreeEntryDialog({
  card,
  onClose,
  onEligibilityRequired,
}: {
  card: RaffleCard | null;
  onClose: () => void;
  /** The server asks for the player's eligibility first (a declaration made elsewhere was not seen yet). */
  onEligibilityRequired: (card: RaffleCard) => void;
}) {
  const t = rafflesTexts.raffles;
  const [accepted, setAccepted] = useState(false);
  const [enter, { isLoading }] = useRequestFreeEntryMutation();
  const notify = useNotify();

  const close = () => {
    setAccepted(false);
    onClose();
  };

  const submit = async () => {
    if (!card) return;
    try {
      await enter(card.id).unwrap();
      notify({ title: t.freeEntryDone, message: card.name });
      close();
    } catch (error) {
      if (isEligibilityRequired(error)) {
        close();
        onEligibilityRequired(card);
        return;
      }
      notify({ title: t.freeEntryFailed, message: serverMessage(error, errorMessage(error)), severity: 'error' });
    }
  };

  return (
    <Dialog open={card !== null} onClose={close} fullWidth maxWidth="xs" aria-labelledby="free-entry-title">
      {card && (
        <>
          <DialogTitle id="free-entry-title">{t.freeEntryTitle}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <Typography sx={{ fontWeight: 700 }}>{card.name}</Typography>
              <Typography variant="body2">{t.freeEntryBody}</Typography>
              <Link component={RouterLink} to={generatePath(clientRoutes.raffleRules, { raffleId: card.id })} variant="body2">
                {t.officialRules}
              </Link>
              <FormControlLabel
                control={<Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />}
                label={t.freeEntryAccept}
              />
            </Stack>
          </DialogContent>
          <DialogFooter closeLabel={t.cancel} onClose={close}>
            <Button variant="contained" disabled={!accepted || isLoading} onClick={() => void submit()} data-testid="free-entry-submit">
              {t.freeEntrySubmit}
            </Button>
          </DialogFooter>
        </>
      )}
    </Dialog>
  );
}
