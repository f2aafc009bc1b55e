import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import DiamondIcon from '@mui/icons-material/Diamond';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { texts } from '@fr/contracts/texts';
import type { TierName } from '../../../lib/tier-colors';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { TierCard } from './tier-card';

const icons: Record<TierName, ReactNode> = {
  Bronze: <MilitaryTechIcon />,
  Silver: <WorkspacePremiumIcon />,
  Gold: <EmojiEventsIcon />,
  Platinum: <DiamondIcon />,
};

/** Hard-coded tier cards with the spec §9 thresholds. */
export function TierCards() {
  const mobile = useViewMode() === 'mobile';
  return (
    <section>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {texts.home.tiersTitle}
      </Typography>
      <Grid container spacing={2}>
        {texts.home.tiers.map((tier) => (
          <Grid key={tier.name} size={mobile ? 12 : { xs: 12, sm: 6, md: 3 }}>
            <TierCard tier={tier} icon={icons[tier.name]} />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
