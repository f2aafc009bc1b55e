import { RequireAuth } from '../../../components/require-auth';
import { ShopContent } from '../components/shop-content';
import { shellTexts } from '@fr/contracts/shell';

/** Spec §2, §6: the Shop needs a signed-in player; visitors see "Authentication Required". */
export function ShopPage() {
  return (
    <RequireAuth message={shellTexts.app.shopLoginRequired}>
      <ShopContent />
    </RequireAuth>
  );
}
