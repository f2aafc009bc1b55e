import { texts } from '@fr/contracts/texts';
import { RequireAuth } from '../../../components/require-auth';
import { BankContent } from '../components/bank-content';

/** The coin vault belongs to a signed-in player (spec §6). */
export function BankPage() {
  return (
    <RequireAuth message={texts.bank.loginRequired}>
      <BankContent />
    </RequireAuth>
  );
}
