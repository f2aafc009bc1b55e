import { useNavigate } from 'react-router-dom';
import { clientRoutes } from '@fr/contracts/shell';
import type { ReactNode } from 'react';
import { useAdminForgotPasswordMutation, useAdminResetPasswordMutation, useGetAdminStatusQuery } from '../../../api/admin';
import { useNotify } from '../../../components/notifications/use-notify';
import { ForgotPasswordCard } from '../../../components/password-reset/forgot-password-card';
import { ResetPasswordCard } from '../../../components/password-reset/reset-password-card';
import { AdminFrame } from '../shell/admin-frame';
import { accountsServerTexts, accountsTexts } from '@fr/contracts/accounts';

/** In the console's own bar, apart from the player's shell, with the environment once the status has answered. */
function Framed({ children }: { children: ReactNode }) {
  return <AdminFrame environment={useGetAdminStatusQuery().data?.environment ?? null}>{children}</AdminFrame>;
}

/** /admin/forgot-password: an admin asks for a reset link ("Forgot password?" on the admin login). */
export function AdminForgotPasswordPage() {
  const [forgot] = useAdminForgotPasswordMutation();
  return (
    <Framed>
      <ForgotPasswordCard request={(email) => forgot({ email }).unwrap()} signInPath={clientRoutes.admin} />
    </Framed>
  );
}

/** /admin/reset-password: the admin's reset link; every session of the admin ends and they sign in again (with the code). */
export function AdminResetPasswordPage() {
  const [reset] = useAdminResetPasswordMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <Framed>
      <ResetPasswordCard
        intro={accountsTexts.recovery.adminResetIntro}
        reset={(token, password) => reset({ token, password }).unwrap()}
        onDone={() => {
          notify({ title: accountsTexts.recovery.resetDoneTitle, message: accountsServerTexts.adminPasswordResetDone });
          navigate(clientRoutes.admin, { replace: true });
        }}
        forgotPath={clientRoutes.adminForgotPassword}
      />
    </Framed>
  );
}
