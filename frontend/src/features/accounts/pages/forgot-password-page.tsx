import { clientRoutes } from '@fr/contracts/shell';
import { useForgotPasswordMutation } from '../../../api/accounts';
import { ForgotPasswordCard } from '../../../components/password-reset/forgot-password-card';

/** /forgot-password: the player asks for a reset link (from "Forgot password?" in the sign-in form). */
export function ForgotPasswordPage() {
  const [forgot] = useForgotPasswordMutation();
  return <ForgotPasswordCard request={(email) => forgot({ email }).unwrap()} signInPath={clientRoutes.login} />;
}
