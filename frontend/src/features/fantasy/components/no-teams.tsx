import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import SportsFootballIcon from '@mui/icons-material/SportsFootball';
import { EmptyState } from '../../../components/empty-state';
import { fantasyTexts } from '@fr/contracts/fantasy';

/**
 * The dashboard of a player without teams (spec §2 "No Teams Found"): the connect card sits beside the message, so
 * connecting and syncing happen here rather than on the marketing page; "Connect Fantasy" takes the player to it.
 */
export function NoTeams({ connectCard }: { connectCard: ReactNode }) {
  const t = fantasyTexts.dashboard;
  const cardRef = useRef<HTMLDivElement>(null);
  const goToCard = () => {
    const card = cardRef.current;
    card?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    card?.querySelector<HTMLElement>('input, button:not([disabled])')?.focus({ preventScroll: true });
  };
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <EmptyState icon={<SportsFootballIcon color="disabled" sx={{ fontSize: 48 }} />} title={t.noTeamsTitle} text={t.noTeamsText}>
          <Button variant="contained" onClick={goToCard} data-testid="connect-fantasy">
            {t.connectFantasy}
          </Button>
        </EmptyState>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Box ref={cardRef} sx={{ height: '100%' }}>
          {connectCard}
        </Box>
      </Grid>
    </Grid>
  );
}
