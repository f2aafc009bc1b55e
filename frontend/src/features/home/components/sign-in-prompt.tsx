import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageSources } from '../../../components/page-sources';
import { homeTexts } from '@fr/contracts/home';

/** Shown only to visitors who are not signed in; both buttons open the auth modal on their tab. */
export function SignInPrompt() {
  const openAuthModal = usePageSources().useOpenAuthModal();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {homeTexts.home.promptTitle}
          </Typography>
          <Typography color="text.secondary">{homeTexts.home.promptText}</Typography>
          <Stack direction="row" spacing={1.5}>
            <Button variant="contained" onClick={() => openAuthModal('signin')} data-testid="open-sign-in">
              {homeTexts.home.promptSignIn}
            </Button>
            <Button variant="outlined" onClick={() => openAuthModal('signup')} data-testid="open-sign-up">
              {homeTexts.home.promptSignUp}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
