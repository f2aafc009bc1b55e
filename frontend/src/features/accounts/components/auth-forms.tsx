import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { legalTexts } from '@fr/contracts/legal';
import { clientRoutes } from '@fr/contracts/shell';
import type { AuthTab } from '../../../stores/auth-modal-slice';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { SocialButtons } from './social-buttons';
import { accountsTexts } from '@fr/contracts/accounts';

const notice = legalTexts.consent.signUpNotice;

/** The sign-in / sign-up tabs with their forms and the social buttons: the auth modal's body and the /login and /signup pages. */
export function AuthForms({
  tab,
  onTabChange,
  onSuccess,
  onLeave,
}: {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onSuccess: () => void;
  /** The player follows a link out of the forms ("Forgot password?"). */
  onLeave?: () => void;
}) {
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_event, next: AuthTab) => onTabChange(next)}
        variant="fullWidth"
        sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="signin" label={accountsTexts.auth.signInTab} data-testid="tab-signin" />
        <Tab value="signup" label={accountsTexts.auth.signUpTab} data-testid="tab-signup" />
      </Tabs>
      <Box sx={{ px: 3, pt: 3, pb: 2 }}>
        {tab === 'signin' ? <SignInForm onSuccess={onSuccess} onLeave={onLeave} /> : <SignUpForm onSuccess={onSuccess} />}
        <Divider sx={{ my: 3, typography: 'body2', color: 'text.secondary' }}>{accountsTexts.authModal.orContinueWith}</Divider>
        <SocialButtons onSuccess={onSuccess} />
        {/* Signing up (here or through a provider) is the acceptance the legal read model records (issue 21). */}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }} data-testid="sign-up-notice">
          {notice.before}
          <Link component={RouterLink} to={clientRoutes.terms} target="_blank">
            {legalTexts.legal.titles.terms}
          </Link>
          {notice.and}
          <Link component={RouterLink} to={clientRoutes.privacy} target="_blank">
            {legalTexts.legal.titles.privacy}
          </Link>
          {notice.after}
        </Typography>
      </Box>
    </>
  );
}
