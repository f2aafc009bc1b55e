import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  declareEligibilityRequestSchema,
  eligibilityTexts,
  isVoidState,
  usStateNames,
  type EligibilityPurpose,
  type EligibilityResponse,
} from '@fr/contracts/eligibility';
import { useDeclareEligibilityMutation, useGetEligibilityQuery } from '../../api/eligibility';
import { errorMessage, serverMessage } from '../../lib/api-error';
import { DialogFooter } from '../detail-dialog';
import { UsStateField } from '../us-state-field';

const t = eligibilityTexts.eligibility;

/** Whether the answer lets the player do what they asked for. */
const statusFor = (answer: EligibilityResponse, purpose: EligibilityPurpose) => (purpose === 'raffle' ? answer.raffle : answer.adultOffer);

interface Props {
  open: boolean;
  purpose: EligibilityPurpose;
  onClose: () => void;
  /** Called once the declaration is saved and allows `purpose`; not called when it does not (the dialog says why). */
  onEligible: () => void;
}

/**
 * Date of birth and state of residence, asked once before the first raffle entry or 21+ partner offer (issue 22) and
 * changed from Settings. The void states are listed, marked void, and can be chosen: a player who lives there says so
 * truthfully and is told, here and in words, the rule that says no (their tickets are kept but do not enter).
 */
export function EligibilityDialog({ open, purpose, onClose, onEligible }: Props) {
  const current = useGetEligibilityQuery(undefined, { skip: !open });
  const declared = current.data?.declaration;
  const [dateOfBirth, setDateOfBirth] = useState<string | null>(null);
  const [state, setState] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [declare, { isLoading }] = useDeclareEligibilityMutation();
  const shown = { dateOfBirth: dateOfBirth ?? declared?.dateOfBirth ?? '', state: state ?? declared?.state ?? '' };

  const close = () => {
    setDateOfBirth(null);
    setState(null);
    setErrors({});
    setRefusal(null);
    onClose();
  };

  const submit = async () => {
    const parsed = declareEligibilityRequestSchema.safeParse(shown);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const answer = await declare(parsed.data).unwrap();
      const status = statusFor(answer, purpose);
      if (status?.eligible) {
        close();
        onEligible();
      } else {
        setRefusal(status?.reason ?? t.saveFailed);
      }
    } catch (error) {
      setRefusal(serverMessage(error, errorMessage(error)));
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="eligibility-title" data-testid="eligibility-dialog">
      <DialogTitle id="eligibility-title">{refusal ? t.notEligibleTitle : t.dialogTitle}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="eligibility-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Typography variant="body2">{purpose === 'raffle' ? t.intro : t.adultIntro}</Typography>
          <Alert severity="info" variant="outlined">
            {t.voidNote}
          </Alert>
          <TextField
            type="date"
            label={t.dateOfBirth}
            value={shown.dateOfBirth}
            onChange={(event) => setDateOfBirth(event.target.value)}
            required
            autoComplete="bday"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'eligibility-date-of-birth' } }}
            error={errors.dateOfBirth !== undefined}
            helperText={errors.dateOfBirth}
          />
          <UsStateField
            label={t.state}
            value={shown.state}
            onChange={setState}
            testId="eligibility-state"
            optionLabel={(code) => t.stateOption(code, usStateNames[code], isVoidState(code))}
            error={errors.state !== undefined}
            helperText={errors.state}
          />
          {refusal && (
            <Alert severity="error" data-testid="eligibility-refusal">
              {refusal}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogFooter closeLabel={t.cancel} onClose={close}>
        <Button type="submit" form="eligibility-form" variant="contained" disabled={isLoading} data-testid="eligibility-confirm">
          {isLoading ? t.saving : t.confirm}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
