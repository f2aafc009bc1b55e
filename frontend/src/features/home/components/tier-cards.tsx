import { useDeferredValue, type ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DiamondIcon from '@mui/icons-material/Diamond';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { TierName } from '../../../lib/tier-colors';
import { ErrorState } from '../../../components/error-state';
import { usePageSources } from '../../../components/page-sources';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { TierCard } from './tier-card';
import { homeTexts } from '@fr/contracts/home';

const icons: Record<TierName, ReactNode> = {
  Bronze: <MilitaryTechIcon />,
  Silver: <WorkspacePremiumIcon />,
  Gold: <EmojiEventsIcon />,
  Platinum: <DiamondIcon />,
};

/** The four ticket tiers with the live configuration's margins, tickets and prizes (an admin's change shows here). */
export function TierCards() {
  const mobile = useViewMode() === 'mobile';
  const tiers = usePageSources().useTiers();
  // Built from the answer as a transition, in slices between which the browser answers input (four cards at once
  // would hold a slow phone in one task).
  const live = useDeferredValue(tiers.data);
  const size = mobile ? 12 : { xs: 12, sm: 6, md: 3 };
  return (
    <section>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {homeTexts.home.tiersTitle}
      </Typography>
      {tiers.isError && !live ? (
        <ErrorState message={homeTexts.home.tiersLoadFailed} onRetry={tiers.refetch} />
      ) : (
        <Grid container spacing={2}>
          {homeTexts.home.tiers.map((tier) => {
            const values = live?.find((t) => t.tierName === tier.name);
            return (
              <Grid key={tier.name} size={size}>
                {values ? <TierCard tier={tier} live={values} icon={icons[tier.name]} /> : <Skeleton variant="rounded" height={320} />}
              </Grid>
            );
          })}
        </Grid>
      )}
    </section>
  );
}
