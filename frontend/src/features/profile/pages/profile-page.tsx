import { texts } from '@fr/contracts/texts';
import { RequireAuth } from '../../../components/require-auth';
import { PageTitle } from '../../../components/page-title';

export function ProfilePage() {
  return (
    <RequireAuth message={texts.app.profileLoginRequired} showHomeLink>
      <PageTitle>{texts.pages.profile}</PageTitle>
    </RequireAuth>
  );
}
