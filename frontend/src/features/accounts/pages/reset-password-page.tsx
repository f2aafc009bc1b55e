import { useNavigate } from 'react-router-dom';
import { clientRoutes } from '@fr/contracts/shell';
import { texts } from '@fr/contracts/texts';
import { useResetPasswordMutation } from '../../../api/accounts';
import { useNotify } from '../../../components/notifications/use-notify';
import { ResetPasswordCard } from '../../../components/password-reset/reset-password-card';

/** /reset-password: the reset link's page; the new password signs the player in here and out everywhere else. */
export function ResetPasswordPage() {
  const [reset] = useResetPasswordMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <ResetPasswordCard
      intro={texts.recovery.resetIntro}
      reset={(token, password) => reset({ token, password }).unwrap()}
      onDone={() => {
        notify({ title: texts.recovery.resetDoneTitle, message: texts.server.passwordResetDone });
        navigate(clientRoutes.dashboard, { replace: true });
      }}
      forgotPath={clientRoutes.forgotPassword}
    />
  );
}
