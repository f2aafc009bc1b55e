import { texts } from '@fr/contracts/texts';
import { RequireAuth } from '../../../app/require-auth';
import { PageTitle } from '../../../components/page-title';

export function ProfilePage() {
  return (
    <RequireAuth message={texts.app.profileLoginRequired} showHomeLink>
      <PageTitle>{texts.pages.profile}</PageTitle>
    </RequireAuth>
  );
}
