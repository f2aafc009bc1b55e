import { useState } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { Tier } from '@fr/contracts/fantasy';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { lazyOverlay, type OverlayProps } from '../../../components/lazy-part';
import type { TierTarget } from './tier-progress';
import { tierColor } from './tier-style';
import { formatNumber } from '../../../lib/format';
import { fantasyTexts } from '@fr/contracts/fantasy';

// Downloaded when a tier's details are first opened, or once a tier card is pointed at or focused; open while one is chosen.
const TierDetailDialog = lazyOverlay<OverlayProps & { tier: Tier | null }>(() =>
  import('./tier-detail-dialog').then((dialog) => dialog.TierDetailDialog),
);

/** The five tiers of an expanded team card with this team's target for each; a click opens the tier's details. */
export function TeamTierCards({ targets }: { targets: readonly TierTarget[] }) {
  const mobile = useViewMode() === 'mobile';
  const [open, setOpen] = useState<Tier | null>(null);
  const t = fantasyTexts.dashboard;
  return (
    <>
      <Grid container spacing={1.5}>
        {targets.map(({ tier, target, achieved }) => (
          <Grid key={tier.id} size={mobile ? 6 : { xs: 6, sm: 4, md: 'grow' }}>
            <Card
              variant="outlined"
              sx={{ height: '100%', borderTop: 3, borderTopColor: tierColor(tier.id) }}
              data-testid="tier-target-card"
            >
              <CardActionArea
                onClick={() => setOpen(tier)}
                onPointerEnter={TierDetailDialog.preload}
                onFocus={TierDetailDialog.preload}
                sx={{ height: '100%' }}
              >
                <CardContent sx={{ p: 1.5 }}>
                  <Stack spacing={0.5}>
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                      <Typography variant="subtitle2" component="h4" sx={{ color: tierColor(tier.id) }}>
                        {tier.tierName}
                      </Typography>
                      {achieved ? (
                        <CheckCircleIcon fontSize="small" color="success" titleAccess={t.achieved} />
                      ) : (
                        <RadioButtonUncheckedIcon fontSize="small" color="disabled" />
                      )}
                    </Stack>
                    <Typography variant="caption" color="text.secondary">
                      {t.target}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {formatNumber(target)} {t.points}
                    </Typography>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      <TierDetailDialog open={open !== null} tier={open} onClose={() => setOpen(null)} />
    </>
  );
}
