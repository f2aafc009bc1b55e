import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_PURCHASE_LIMIT_USD, SELF_EXCLUSION_DAYS, profileTexts, type SettingsResponse } from '@fr/contracts/profile';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { useSetPurchaseLimitMutation, useStartSelfExclusionMutation } from '../../../api/profile';
import { formatDateTime, formatDay, formatUsd } from '../../../lib/format';

/** A whole number of dollars within the contract's range, or null when the field does not hold one. */
export function parseLimit(value: string): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const limit = Number(value);
  return limit <= MAX_PURCHASE_LIMIT_USD ? limit : null;
}

/** Says how a change went: "Settings saved", or the server's reason. */
function useSaved() {
  const notify = useNotify();
  const t = profileTexts.settings;
  return async (action: Promise<unknown>) => {
    try {
      await action;
      notify({ title: t.saved });
    } catch (error) {
      notify({ title: t.failedTitle, message: serverMessage(error, errorMessage(error)), severity: 'error' });
    }
  };
}

/** The monthly coin-purchase limit the Bank enforces: lower at once, higher or none after a day (shown as pending). */
function PurchaseLimit({ settings }: { settings: SettingsResponse }) {
  const t = profileTexts.settings;
  const [noLimit, setNoLimit] = useState(settings.monthlyPurchaseLimitUsd === null);
  const [amount, setAmount] = useState(settings.monthlyPurchaseLimitUsd?.toString() ?? '');
  const [setLimit, { isLoading }] = useSetPurchaseLimitMutation();
  const saved = useSaved();
  const limit = parseLimit(amount);
  const describe = (usd: number | null) => (usd === null ? t.limitNone : formatUsd(usd, { whole: true }));
  const { pendingLimit } = settings;

  return (
    <Stack spacing={1.5} data-testid="purchase-limit">
      <Typography data-testid="purchase-limit-current">{t.limitCurrent(describe(settings.monthlyPurchaseLimitUsd))}</Typography>
      {pendingLimit && (
        <Typography color="warning.main" data-testid="purchase-limit-pending">
          {t.limitPending(describe(pendingLimit.monthlyLimitUsd), formatDateTime(pendingLimit.effectiveAt, settings.timeZone))}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" data-testid="purchase-limit-spent">
        {t.spentThisMonth(formatUsd(settings.purchasedThisMonthUsd, { whole: true }))}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          type="number"
          label={t.limitLabel}
          value={amount}
          disabled={noLimit}
          onChange={(event) => setAmount(event.target.value)}
          error={!noLimit && amount !== '' && limit === null}
          helperText={t.limitHelp}
          slotProps={{ htmlInput: { min: 0, max: MAX_PURCHASE_LIMIT_USD, step: 1, inputMode: 'numeric' } }}
          sx={{ maxWidth: 360 }}
        />
        <FormControlLabel
          control={<Checkbox checked={noLimit} onChange={(event) => setNoLimit(event.target.checked)} />}
          label={t.limitNone}
        />
      </Stack>
      <Button
        variant="outlined"
        disabled={isLoading || (!noLimit && limit === null)}
        onClick={() => void saved(setLimit(noLimit ? null : limit).unwrap())}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="purchase-limit-save"
      >
        {t.limitSave}
      </Button>
    </Stack>
  );
}

/** Self-exclusion: purchases and raffle entries pause for the chosen period, which cannot be ended early. */
function SelfExclusion({ settings }: { settings: SettingsResponse }) {
  const t = profileTexts.settings;
  const [days, setDays] = useState<number>(SELF_EXCLUSION_DAYS[0]);
  const [confirmed, setConfirmed] = useState(false);
  const [start, { isLoading }] = useStartSelfExclusionMutation();
  const saved = useSaved();
  const until = settings.selfExcludedUntil;

  if (until && Date.parse(until) > Date.now()) {
    return (
      <Alert severity="warning" data-testid="self-excluded-until">
        {t.excludedUntil(formatDay(until, settings.timeZone))}
      </Alert>
    );
  }
  return (
    <Stack spacing={1.5} data-testid="self-exclusion">
      <Typography variant="body2" color="text.secondary">
        {t.exclusionHelp}
      </Typography>
      <TextField
        select
        label={t.exclusionLabel}
        value={days}
        onChange={(event) => setDays(Number(event.target.value))}
        slotProps={{ select: { native: true } }}
        sx={{ maxWidth: 240 }}
      >
        {t.exclusionDays.map((option) => (
          <option key={option.days} value={option.days}>
            {option.label}
          </option>
        ))}
      </TextField>
      <FormControlLabel
        control={<Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />}
        label={t.exclusionConfirm}
      />
      <Button
        variant="outlined"
        color="error"
        disabled={!confirmed || isLoading}
        onClick={() => void saved(start(days).unwrap())}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="self-exclusion-start"
      >
        {t.exclusionStart}
      </Button>
    </Stack>
  );
}

/** Responsible play (issue 10): the monthly purchase limit and self-exclusion. */
export function ResponsiblePlay({ settings }: { settings: SettingsResponse }) {
  const t = profileTexts.settings;
  return (
    <Stack component="section" spacing={2} aria-labelledby="responsible-play-title">
      <Typography variant="h6" component="h2" id="responsible-play-title">
        {t.responsibleTitle}
      </Typography>
      <PurchaseLimit settings={settings} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t.exclusionLabel}
      </Typography>
      <SelfExclusion settings={settings} />
    </Stack>
  );
}
