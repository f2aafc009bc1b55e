import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { fantasyTexts } from '@fr/contracts/fantasy';

/** The active-streak banner (spec §2): consecutive game weeks in which at least one team reached a tier. */
export function StreakBanner({ streak }: { streak: number }) {
  const t = fantasyTexts.dashboard;
  const active = streak > 0;
  return (
    <Box
      component="section"
      aria-label={t.streakTitle}
      data-testid="streak-banner"
      sx={{
        borderRadius: 3,
        p: { xs: 2, sm: 3 },
        border: 1,
        borderColor: active ? 'secondary.main' : 'divider',
        background: active ? 'linear-gradient(120deg, rgba(245, 179, 1, 0.22), rgba(239, 68, 68, 0.12))' : 'none',
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <LocalFireDepartmentIcon sx={{ fontSize: 44, color: active ? 'secondary.main' : 'text.disabled' }} />
        <div>
          <Typography variant="overline" sx={{ fontWeight: 700, letterSpacing: 1.5 }}>
            {t.streakTitle}
          </Typography>
          {active ? (
            <Typography>
              <Box component="strong" data-testid="streak-count" sx={{ fontSize: 28, mr: 1 }}>
                {streak}
              </Box>
              {t.streakWeeks(streak)}
            </Typography>
          ) : (
            <Typography color="text.secondary">{t.noStreak}</Typography>
          )}
        </div>
      </Stack>
    </Box>
  );
}
