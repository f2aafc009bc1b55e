import { texts } from '@fr/contracts/texts';
import { RequireAuth } from '../../../components/require-auth';
import { ShopContent } from '../components/shop-content';

/** Spec §2, §6: the Shop needs a signed-in player; visitors see "Authentication Required". */
export function ShopPage() {
  return (
    <RequireAuth message={texts.app.shopLoginRequired}>
      <ShopContent />
    </RequireAuth>
  );
}
