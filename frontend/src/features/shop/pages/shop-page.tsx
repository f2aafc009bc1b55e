import { texts } from '@fr/contracts/texts';
import { RequireAuth } from '../../../app/require-auth';
import { PageTitle } from '../../../components/page-title';

export function ShopPage() {
  return (
    <RequireAuth message={texts.app.shopLoginRequired}>
      <PageTitle>{texts.pages.shop}</PageTitle>
    </RequireAuth>
  );
}
