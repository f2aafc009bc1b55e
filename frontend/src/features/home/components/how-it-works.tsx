import Avatar from '@mui/material/Avatar';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { SectionCard } from '../../../components/section-card';
import { homeTexts } from '@fr/contracts/home';

/** The three-step explainer: connect team, play season, win prizes. */
export function HowItWorks() {
  const mobile = useViewMode() === 'mobile';
  return (
    <SectionCard fill title={homeTexts.home.howItWorksTitle}>
      <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {homeTexts.home.steps.map((step, index) => (
          <Grid key={step.title} size={mobile ? 12 : 4} component="li">
            <Stack spacing={1.5}>
              <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 800 }}>{index + 1}</Avatar>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {step.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {step.text}
              </Typography>
            </Stack>
          </Grid>
        ))}
      </Grid>
    </SectionCard>
  );
}
