import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { Tier } from '@fr/contracts/fantasy';
import { texts } from '@fr/contracts/texts';
import { tierColor } from './tier-style';
import { FactRow } from '../../../components/fact-row';
import { BulletList } from '../../../components/bullet-list';

/** A tier's details (spec §2): name, multiplier, reward, description and key benefits. */
export function TierDetailDialog({ tier, onClose }: { tier: Tier | null; onClose: () => void }) {
  const t = texts.dashboard;
  return (
    <Dialog open={tier !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="tier-detail-title">
      {tier && (
        <>
          <DialogTitle id="tier-detail-title" sx={{ color: tierColor(tier.id) }}>
            {tier.tierName}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={1.5}>
              <FactRow spacing={2} label={t.multiplier} value={`×${tier.pointsMultiplier}`} />
              <FactRow spacing={2} label={t.reward} value={tier.reward} />
              <Typography variant="body2">{tier.description}</Typography>
              <Typography variant="subtitle2" component="h3">
                {t.keyBenefits}
              </Typography>
              <BulletList items={tier.keyBenefits} icon={<CheckCircleIcon fontSize="small" sx={{ color: tierColor(tier.id) }} />} />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} color="inherit">
              {t.close}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
