import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useResendVerificationMutation } from '../../../api/accounts';
import { useNotify } from '../../../components/notifications/use-notify';
import { serverMessage } from '../../../lib/api-error';
import { accountsTexts } from '@fr/contracts/accounts';

/**
 * "Resend verification email": to the signed-in player's address, or, given the token of an expired link, to the
 * account that link was for. Once sent it stays disabled, so one click cannot turn into several mails.
 */
export function ResendVerificationButton({ token, ...button }: { token?: string } & Omit<ButtonProps, 'onClick'>) {
  const [resend, { isLoading }] = useResendVerificationMutation();
  const [sent, setSent] = useState(false);
  const notify = useNotify();
  const click = async () => {
    try {
      const { message } = await resend(token ? { token } : {}).unwrap();
      setSent(true);
      notify({ title: message });
    } catch (error) {
      notify({
        title: accountsTexts.verifyEmail.errorTitle,
        message: serverMessage(error, accountsTexts.verifyEmail.networkError),
        severity: 'error',
      });
    }
  };
  return (
    <Button {...button} onClick={() => void click()} disabled={isLoading || sent} data-testid="resend-verification">
      {isLoading ? accountsTexts.recovery.resending : accountsTexts.recovery.resendButton}
    </Button>
  );
}
