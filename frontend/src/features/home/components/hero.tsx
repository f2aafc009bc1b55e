import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { homeTexts } from '@fr/contracts/home';

export function Hero() {
  const mobile = useViewMode() === 'mobile';
  return (
    <Box
      component="section"
      sx={{
        borderRadius: 4,
        px: mobile ? 3 : 6,
        py: mobile ? 4 : 7,
        background: 'linear-gradient(135deg, #14532d 0%, #0f2a4a 55%, #3b2a06 100%)',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 680, position: 'relative', zIndex: 1 }}>
        <Typography variant={mobile ? 'h4' : 'h2'} component="h1">
          {homeTexts.home.heroTitle}
        </Typography>
        <Typography variant={mobile ? 'body1' : 'h6'} color="text.secondary" sx={{ fontWeight: 400 }}>
          {homeTexts.home.heroSubtitle}
        </Typography>
      </Stack>
      {!mobile && (
        <EmojiEventsIcon
          aria-hidden
          sx={{
            position: 'absolute',
            right: 40,
            top: '50%',
            transform: 'translateY(-50%)',
            fontSize: 220,
            color: 'secondary.main',
            opacity: 0.35,
          }}
        />
      )}
    </Box>
  );
}
