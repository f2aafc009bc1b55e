import { useNavigate } from 'react-router-dom';
import { clientRoutes } from '@fr/contracts/shell';
import { texts } from '@fr/contracts/texts';
import { useAdminForgotPasswordMutation, useAdminResetPasswordMutation } from '../../../api/admin';
import { useNotify } from '../../../components/notifications/use-notify';
import { ForgotPasswordCard } from '../../../components/password-reset/forgot-password-card';
import { ResetPasswordCard } from '../../../components/password-reset/reset-password-card';

/** /admin/forgot-password: an admin asks for a reset link ("Forgot password?" on the admin login). */
export function AdminForgotPasswordPage() {
  const [forgot] = useAdminForgotPasswordMutation();
  return <ForgotPasswordCard request={(email) => forgot({ email }).unwrap()} signInPath={clientRoutes.admin} />;
}

/** /admin/reset-password: the admin's reset link; every session of the admin ends and they sign in again (with the code). */
export function AdminResetPasswordPage() {
  const [reset] = useAdminResetPasswordMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <ResetPasswordCard
      intro={texts.recovery.adminResetIntro}
      reset={(token, password) => reset({ token, password }).unwrap()}
      onDone={() => {
        notify({ title: texts.recovery.resetDoneTitle, message: texts.server.adminPasswordResetDone });
        navigate(clientRoutes.admin, { replace: true });
      }}
      forgotPath={clientRoutes.adminForgotPassword}
    />
  );
}
