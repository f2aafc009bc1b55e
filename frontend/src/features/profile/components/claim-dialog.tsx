import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { prizesTexts, usStates, type WonPrize } from '@fr/contracts/prizes';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { useClaimPrizeMutation } from '../../../api/prizes';
import { claimRequest, emptyClaimForm, serverFieldErrors, taxFields, type ClaimForm, type FieldErrors } from './claim-form';
import { formatUsd } from '../../../lib/format';
import { DialogFooter } from '../../../components/detail-dialog';

/** The browser fills the address from the player's own; a taxpayer id is never offered for autofill. */
const autoComplete: Readonly<Record<(typeof taxFields)[number], string>> = {
  legalName: 'name',
  addressLine: 'street-address',
  city: 'address-level2',
  postalCode: 'postal-code',
  taxId: 'off',
};

interface Props {
  prize: WonPrize;
  onClose: () => void;
}

/**
 * Claiming a pending prize (issue 10): the winner confirms age (date of birth) and state and accepts the rules; a
 * prize of $600 or more also asks for the tax details a US sweepstakes must report. Problems show at their field,
 * anything else (underage, a void state, a passed deadline) in a toast with the server's words.
 */
export function ClaimDialog({ prize, onClose }: Props) {
  const t = prizesTexts.claim;
  const [form, setForm] = useState<ClaimForm>(emptyClaimForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [claim, { isLoading }] = useClaimPrizeMutation();
  const notify = useNotify();

  const set = (patch: Partial<ClaimForm>) => setForm((current) => ({ ...current, ...patch }));
  const setTax = (field: (typeof taxFields)[number], value: string) =>
    setForm((current) => ({ ...current, taxDetails: { ...current.taxDetails, [field]: value } }));

  const submit = async () => {
    const request = claimRequest(form, prize.taxDetailsRequired);
    if ('errors' in request) {
      setErrors(request.errors);
      return;
    }
    setErrors({});
    try {
      await claim({ prizeId: prize.id, body: request.body }).unwrap();
      notify({ title: t.claimedTitle, message: t.claimedMessage });
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      notify({ title: t.failedTitle, message: serverMessage(error, errorMessage(error)), severity: 'error' });
    }
  };

  const field = (path: string) => ({ error: errors[path] !== undefined, helperText: errors[path] });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="claim-dialog-title">
      <DialogTitle id="claim-dialog-title">{t.dialogTitle}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="claim-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Typography sx={{ fontWeight: 700 }}>
            {prize.name} · {formatUsd(prize.value, { whole: true })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.intro}
          </Typography>
          <TextField
            type="date"
            label={t.dateOfBirth}
            value={form.dateOfBirth}
            onChange={(event) => set({ dateOfBirth: event.target.value })}
            required
            autoComplete="bday"
            slotProps={{ inputLabel: { shrink: true } }}
            {...field('dateOfBirth')}
          />
          <TextField
            select
            label={t.state}
            value={form.state}
            onChange={(event) => set({ state: event.target.value })}
            required
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            {...field('state')}
          >
            <option value="" disabled />
            {usStates.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </TextField>
          {prize.taxDetailsRequired && (
            <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }} data-testid="claim-tax-fields">
              <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {t.taxTitle}
              </Typography>
              <Alert severity="info" variant="outlined">
                {t.taxIntro}
              </Alert>
              {taxFields.map((name) => (
                <TextField
                  key={name}
                  label={t[name]}
                  value={form.taxDetails[name]}
                  onChange={(event) => setTax(name, event.target.value)}
                  required
                  autoComplete={autoComplete[name]}
                  {...field(`taxDetails.${name}`)}
                />
              ))}
            </Stack>
          )}
          <FormControl error={errors.acceptRules !== undefined}>
            <FormControlLabel
              control={<Checkbox checked={form.acceptRules} onChange={(event) => set({ acceptRules: event.target.checked })} />}
              label={t.acceptRules}
            />
            {errors.acceptRules && <FormHelperText>{errors.acceptRules}</FormHelperText>}
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogFooter closeLabel={t.cancel} onClose={onClose}>
        <Button type="submit" form="claim-form" variant="contained" disabled={isLoading} data-testid="claim-submit">
          {isLoading ? t.submitting : t.submit}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
