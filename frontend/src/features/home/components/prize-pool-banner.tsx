import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RaffleCard } from '@fr/contracts/raffles';
import { usePageSources } from '../../../components/page-sources';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { formatUsd } from '../../../lib/format';
import { homeTexts } from '@fr/contracts/home';

/** What the draws open now award: each card carries its prize's value as the live catalogue has it. */
const openPrizePool = (cards: readonly RaffleCard[]): number => cards.reduce((sum, card) => sum + card.prizeEstimatedValue, 0);

/** The prizes of the draws open now, summed from the live raffles and polled as the Raffles page polls them. */
export function PrizePoolBanner() {
  const mobile = useViewMode() === 'mobile';
  const { prizePool } = homeTexts.home;
  const { useAuthStatus, useRaffles } = usePageSources();
  const status = useAuthStatus();
  // The same cache entry as the Raffles page for this viewer (the cards carry a player's tickets).
  const raffles = useRaffles(status.isLoading ? undefined : (status.data?.userId ?? 'visitor'));
  const cards = raffles.data?.raffles;
  // Without the live figure there is nothing true to show: the banner stays out rather than show a made-up amount.
  if (raffles.isError && !cards) return null;
  return (
    <Box
      component="section"
      aria-label={prizePool.label}
      data-testid="prize-pool"
      sx={{
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        borderRadius: 3,
        p: mobile ? 2.5 : 4,
        border: 1,
        borderColor: 'secondary.main',
        background: 'radial-gradient(circle at 20% 20%, rgba(245, 179, 1, 0.18), rgba(245, 179, 1, 0.04) 60%)',
      }}
    >
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: 'error.main',
              animation: 'pulse 1.6s ease-in-out infinite',
              '@keyframes pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.3 } },
            }}
          />
          <Typography variant="overline" sx={{ fontWeight: 700, letterSpacing: 1.5 }}>
            {prizePool.label}
          </Typography>
        </Stack>
        <Typography
          component="p"
          color="secondary"
          data-testid="prize-pool-amount"
          sx={{ fontWeight: 800, lineHeight: 1, fontSize: mobile ? 56 : 96, letterSpacing: -2 }}
        >
          {cards ? formatUsd(openPrizePool(cards), { whole: true }) : <Skeleton width={mobile ? 200 : 360} />}
        </Typography>
        {cards && (
          <Typography variant={mobile ? 'body1' : 'h6'} color="text.secondary" sx={{ fontWeight: 400 }}>
            {prizePool.caption(cards.length)}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
