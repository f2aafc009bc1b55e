import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { clientRoutes } from '@fr/contracts/constants/routes';
import { texts } from '@fr/contracts/texts';

/**
 * The team card's Apply Boost dialog in its "no boosts" form (spec §2, §8). Players cannot own boosts before the
 * shop exists, so this is the only form it can take for now.
 */
export function ApplyBoostsDialog({ teamName, open, onClose }: { teamName: string; open: boolean; onClose: () => void }) {
  const t = texts.dashboard;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="apply-boosts-title">
      <DialogTitle id="apply-boosts-title">
        {t.applyBoosts}
        <Typography variant="body2" color="text.secondary">
          {teamName}
        </Typography>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
          <RocketLaunchIcon color="disabled" sx={{ fontSize: 48 }} />
          <Typography variant="h6" component="p">
            {t.noBoosts}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.noBoostsHint}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} color="inherit">
          {t.close}
        </Button>
        <Button component={RouterLink} to={clientRoutes.shop} variant="contained">
          {t.purchaseBoosts}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
