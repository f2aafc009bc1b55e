import { RequireAuth } from '../../../components/require-auth';
import { BankContent } from '../components/bank-content';
import { bankTexts } from '@fr/contracts/bank';

/** The coin vault belongs to a signed-in player (spec §6). */
export function BankPage() {
  return (
    <RequireAuth message={bankTexts.bank.loginRequired}>
      <BankContent />
    </RequireAuth>
  );
}
