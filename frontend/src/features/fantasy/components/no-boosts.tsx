import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { texts } from '@fr/contracts/texts';

/** The dialog's body when the player owns no unapplied boost (spec §2, §8). */
export function NoBoosts() {
  const t = texts.dashboard;
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} data-testid="no-boosts">
      <RocketLaunchIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p">
        {t.noBoosts}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t.noBoostsHint}
      </Typography>
    </Stack>
  );
}
