import { useNavigate } from 'react-router-dom';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { clientRoutes } from '@fr/contracts/shell';
import { closeAuthModal, setAuthTab } from '../../../stores/auth-modal-slice';
import { useAppDispatch, useAppSelector } from '../../../hooks/store-hooks';
import { AuthForms } from './auth-forms';
import { accountsTexts } from '@fr/contracts/accounts';

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
        {accountsTexts.authModal.title}
        <IconButton aria-label={accountsTexts.authModal.close} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <AuthForms tab={tab} onTabChange={(next) => dispatch(setAuthTab(next))} onSuccess={succeed} onLeave={close} />
    </Dialog>
  );
}
