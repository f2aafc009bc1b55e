import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { leaderboardTexts } from '@fr/contracts/leaderboard';
import { profileTexts, type SettingsResponse, type UpdateSettingsRequest } from '@fr/contracts/profile';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { useUpdateSettingsMutation } from '../../../api/profile';

const emailPreferences = ['drawResults', 'prizeUpdates', 'marketing'] as const;

/** Every IANA zone the browser knows, with the saved one kept even where this browser's list lacks it (say "UTC"). */
function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** Name, time zone, e-mail preferences (issue 10) and the leaderboard switch (issue 22), saved together. */
export function SettingsForm({ settings }: { settings: SettingsResponse }) {
  const t = profileTexts.settings;
  const [form, setForm] = useState<UpdateSettingsRequest>(() => ({
    firstName: settings.firstName,
    lastName: settings.lastName,
    timeZone: settings.timeZone,
    emailPreferences: settings.emailPreferences,
    showOnLeaderboard: settings.showOnLeaderboard,
  }));
  const zones = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);
  const [save, { isLoading }] = useUpdateSettingsMutation();
  const notify = useNotify();

  const submit = async () => {
    try {
      await save(form).unwrap();
      notify({ title: t.saved });
    } catch (error) {
      notify({ title: t.failedTitle, message: serverMessage(error, errorMessage(error)), severity: 'error' });
    }
  };

  return (
    <Stack
      component="form"
      spacing={2}
      aria-labelledby="settings-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography variant="h6" component="h2" id="settings-title">
        {t.title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t.firstName}
          value={form.firstName}
          onChange={(event) => setForm({ ...form, firstName: event.target.value })}
          autoComplete="given-name"
          fullWidth
        />
        <TextField
          label={t.lastName}
          value={form.lastName}
          onChange={(event) => setForm({ ...form, lastName: event.target.value })}
          autoComplete="family-name"
          fullWidth
        />
      </Stack>
      <TextField
        select
        label={t.timeZone}
        value={form.timeZone}
        onChange={(event) => setForm({ ...form, timeZone: event.target.value })}
        slotProps={{ select: { native: true } }}
        sx={{ maxWidth: 360 }}
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </TextField>
      <FormGroup aria-labelledby="email-preferences-title">
        <Typography variant="subtitle1" id="email-preferences-title" sx={{ fontWeight: 700 }}>
          {t.emailTitle}
        </Typography>
        {emailPreferences.map((key) => (
          <FormControlLabel
            key={key}
            control={
              <Switch
                checked={form.emailPreferences[key]}
                onChange={(event) => setForm({ ...form, emailPreferences: { ...form.emailPreferences, [key]: event.target.checked } })}
              />
            }
            label={t[key]}
          />
        ))}
      </FormGroup>
      <FormControlLabel
        control={
          <Switch
            checked={form.showOnLeaderboard ?? true}
            onChange={(event) => setForm({ ...form, showOnLeaderboard: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': 'leaderboard-switch-help' } }}
          />
        }
        label={leaderboardTexts.leaderboardSettings.showOnLeaderboard}
      />
      <Typography variant="body2" color="text.secondary" id="leaderboard-switch-help" sx={{ mt: -1.5 }}>
        {leaderboardTexts.leaderboardSettings.showOnLeaderboardHelp}
      </Typography>
      <Button type="submit" variant="contained" disabled={isLoading} sx={{ alignSelf: 'flex-start' }} data-testid="settings-save">
        {t.save}
      </Button>
    </Stack>
  );
}
