import { useNavigate } from 'react-router-dom';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import CloseIcon from '@mui/icons-material/Close';
import { clientRoutes } from '@fr/contracts/shell';
import { texts } from '@fr/contracts/texts';
import { closeAuthModal, setAuthTab, type AuthTab } from '../../../stores/auth-modal-slice';
import { useAppDispatch, useAppSelector } from '../../../hooks/store-hooks';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { SocialButtons } from './social-buttons';

/** The global sign-in / sign-up dialog; any screen opens it through `openAuthModal`. */
export function AuthModal() {
  const { open, tab } = useAppSelector((state) => state.authModal);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const close = () => dispatch(closeAuthModal());
  const succeed = () => {
    close();
    navigate(clientRoutes.dashboard);
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="auth-modal-title">
      <DialogTitle id="auth-modal-title" sx={{ pr: 6 }}>
        {texts.authModal.title}
        <IconButton aria-label={texts.authModal.close} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Tabs
        value={tab}
        onChange={(_event, next: AuthTab) => dispatch(setAuthTab(next))}
        variant="fullWidth"
        sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="signin" label={texts.auth.signInTab} data-testid="tab-signin" />
        <Tab value="signup" label={texts.auth.signUpTab} data-testid="tab-signup" />
      </Tabs>
      <DialogContent sx={{ pt: '24px !important' }}>
        {tab === 'signin' ? <SignInForm onSuccess={succeed} /> : <SignUpForm onSuccess={succeed} />}
        <Divider sx={{ my: 3, typography: 'body2', color: 'text.secondary' }}>{texts.authModal.orContinueWith}</Divider>
        <SocialButtons />
      </DialogContent>
    </Dialog>
  );
}
