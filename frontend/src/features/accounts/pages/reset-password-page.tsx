import { useNavigate } from 'react-router-dom';
import { clientRoutes } from '@fr/contracts/shell';
import { useResetPasswordMutation } from '../../../api/accounts';
import { useNotify } from '../../../components/notifications/use-notify';
import { ResetPasswordCard } from '../../../components/password-reset/reset-password-card';
import { accountsServerTexts, accountsTexts } from '@fr/contracts/accounts';

/** /reset-password: the reset link's page; the new password signs the player in here and out everywhere else. */
export function ResetPasswordPage() {
  const [reset] = useResetPasswordMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <ResetPasswordCard
      intro={accountsTexts.recovery.resetIntro}
      reset={(token, password) => reset({ token, password }).unwrap()}
      onDone={() => {
        notify({ title: accountsTexts.recovery.resetDoneTitle, message: accountsServerTexts.passwordResetDone });
        navigate(clientRoutes.dashboard, { replace: true });
      }}
      forgotPath={clientRoutes.forgotPassword}
    />
  );
}
