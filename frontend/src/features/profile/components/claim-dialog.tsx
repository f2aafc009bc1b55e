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
import { eligibilityTexts } from '@fr/contracts/eligibility';
import { prizesTexts, type WonPrize } from '@fr/contracts/prizes';
import { useEligibilityGate } from '../../../components/eligibility/use-eligibility-gate';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage, isEligibilityRequired, serverMessage } from '../../../lib/api-error';
import { useClaimPrizeMutation } from '../../../api/prizes';
import { claimRequest, emptyClaimForm, serverFieldErrors, shippingFields, taxFields, type ClaimForm, type FieldErrors } from './claim-form';
import { formatUsd } from '../../../lib/format';
import { DialogFooter } from '../../../components/detail-dialog';
import { UsStateField } from '../../../components/us-state-field';

/** The browser fills the address from the player's own; a taxpayer id is never offered for autofill. */
const autoComplete: Readonly<Record<(typeof taxFields)[number], string>> = {
  legalName: 'name',
  addressLine: 'street-address',
  city: 'address-level2',
  postalCode: 'postal-code',
  taxId: 'off',
};

const shippingAutoComplete: Readonly<Record<(typeof shippingFields)[number], string>> = {
  name: 'shipping name',
  line1: 'shipping address-line1',
  line2: 'shipping address-line2',
  city: 'shipping address-level2',
  state: 'shipping address-level1',
  postalCode: 'shipping postal-code',
};

interface Props {
  prize: WonPrize;
  onClose: () => void;
}

/**
 * Claiming a pending prize (issues 10, 22): the winner accepts the rules; eligibility is checked again against the
 * date of birth and state they declared (asked here first if they never did); a prize that is sent asks for the
 * shipping address, and one of $600 or more for the tax details a US sweepstakes must report. Problems show at their
 * field, anything else (underage, a void state, a passed deadline) in a toast with the server's words.
 */
export function ClaimDialog({ prize, onClose }: Props) {
  const t = prizesTexts.claim;
  const [form, setForm] = useState<ClaimForm>(emptyClaimForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [claim, { isLoading }] = useClaimPrizeMutation();
  const notify = useNotify();
  const eligibility = useEligibilityGate('raffle', false);

  const set = (patch: Partial<ClaimForm>) => setForm((current) => ({ ...current, ...patch }));
  const setShipping = (field: (typeof shippingFields)[number], value: string) =>
    setForm((current) => ({ ...current, shippingAddress: { ...current.shippingAddress, [field]: value } }));
  const setTax = (field: (typeof taxFields)[number], value: string) =>
    setForm((current) => ({ ...current, taxDetails: { ...current.taxDetails, [field]: value } }));

  const submit = async () => {
    const request = claimRequest(form, prize);
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
      if (isEligibilityRequired(error)) return eligibility.ask(() => void submit());
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
          {prize.shippingAddressRequired && (
            <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }} data-testid="claim-shipping-fields">
              <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {eligibilityTexts.shipping.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {eligibilityTexts.shipping.intro}
              </Typography>
              {shippingFields.map((name) =>
                name === 'state' ? (
                  <UsStateField
                    key={name}
                    label={eligibilityTexts.shipping.state}
                    value={form.shippingAddress.state}
                    onChange={(state) => setShipping('state', state)}
                    autoComplete={shippingAutoComplete.state}
                    {...field('shippingAddress.state')}
                  />
                ) : (
                  <TextField
                    key={name}
                    label={eligibilityTexts.shipping[name]}
                    value={form.shippingAddress[name]}
                    onChange={(event) => setShipping(name, event.target.value)}
                    required={name !== 'line2'}
                    autoComplete={shippingAutoComplete[name]}
                    {...field(`shippingAddress.${name}`)}
                  />
                ),
              )}
            </Stack>
          )}
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
      {eligibility.dialog}
    </Dialog>
  );
}
