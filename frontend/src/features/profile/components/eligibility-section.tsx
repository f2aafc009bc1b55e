import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { eligibilityTexts } from '@fr/contracts/eligibility';
import { useGetEligibilityQuery } from '../../../api/eligibility';
import { EligibilityDialog } from '../../../components/eligibility/eligibility-dialog';
import { useNotify } from '../../../components/notifications/use-notify';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { formatDateTime } from '../../../lib/format';

/**
 * Eligibility in Settings (issue 22): the declared date of birth and state, what they allow in words, the change
 * button (the same dialog the first entry opens) and every change made, with its time and zone.
 */
export function EligibilitySection() {
  const t = eligibilityTexts.eligibility;
  const eligibility = useGetEligibilityQuery(undefined, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState(false);
  const notify = useNotify();
  const timeZone = useTimeZone();
  const data = eligibility.data;
  const declaration = data?.declaration ?? null;

  const status = (allowed: string, s: { eligible: boolean; reason: string | null } | null) =>
    s && (
      <Alert severity={s.eligible ? 'success' : 'warning'} variant="outlined">
        {s.eligible ? allowed : s.reason}
      </Alert>
    );

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2} component="section" aria-labelledby="eligibility-settings-title" data-testid="eligibility-settings">
          <Typography variant="h6" component="h2" id="eligibility-settings-title">
            {t.settingsTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.settingsIntro}
          </Typography>
          <Typography>{declaration ? t.declared(declaration.dateOfBirth, t.stateName(declaration.state)) : t.notDeclared}</Typography>
          {data && status(t.rafflesAllowed, data.raffle)}
          {data && status(t.adultAllowed, data.adultOffer)}
          <div>
            <Button variant="outlined" onClick={() => setEditing(true)} data-testid="eligibility-change">
              {declaration ? t.change : t.declare}
            </Button>
          </div>
          {data && data.changes.length > 0 && (
            <Stack spacing={0.5}>
              <Typography variant="subtitle2" component="h3">
                {t.changesTitle}
              </Typography>
              {data.changes.map((change) => (
                <Typography key={change.changedAt} variant="body2" color="text.secondary">
                  {formatDateTime(change.changedAt, timeZone)}:{' '}
                  {t.changeLine(change.previousState, change.state, change.dateOfBirthChanged)}
                </Typography>
              ))}
            </Stack>
          )}
        </Stack>
        <EligibilityDialog
          open={editing}
          purpose="raffle"
          onClose={() => setEditing(false)}
          onEligible={() => notify({ title: t.saved })}
        />
      </CardContent>
    </Card>
  );
}
