import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { texts } from '@fr/contracts/texts';
import { useViewMode } from '../../../components/view-mode/view-mode-context';

/** A live-looking banner; the figure is a hard-coded sample (spec §1). */
export function PrizePoolBanner() {
  const mobile = useViewMode() === 'mobile';
  const { prizePool } = texts.home;
  return (
    <Box
      component="section"
      aria-label={prizePool.label}
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
        <Typography component="p" color="secondary" sx={{ fontWeight: 800, lineHeight: 1, fontSize: mobile ? 56 : 96, letterSpacing: -2 }}>
          {prizePool.amount}
        </Typography>
        <Typography variant={mobile ? 'body1' : 'h6'} color="text.secondary" sx={{ fontWeight: 400 }}>
          {prizePool.caption}
        </Typography>
      </Stack>
    </Box>
  );
}
