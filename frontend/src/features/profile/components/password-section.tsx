import { useChangePasswordMutation, useGetAccountEmailQuery } from '../../../api/accounts';
import { ChangePasswordForm } from '../../../components/password-reset/change-password-form';
import { SectionCard } from '../../../components/section-card';
import { accountsTexts } from '@fr/contracts/accounts';

/** Settings: change the password with the current one (accounts that have one); the other devices are signed out. */
export function PasswordSection() {
  const account = useGetAccountEmailQuery();
  const [change, { isLoading }] = useChangePasswordMutation();
  if (!account.data?.hasPassword) return null;
  return (
    <SectionCard title={accountsTexts.recovery.changePasswordTitle} testId="password-section">
      <ChangePasswordForm change={(request) => change(request).unwrap()} busy={isLoading} />
    </SectionCard>
  );
}
