import type { ReactNode } from 'react';
import { profileTexts } from '@fr/contracts/profile';
import { RequireAuth } from '../../../components/require-auth';
import { ProfileContent } from '../components/profile-content';

/** Spec §2, §6: the Profile needs a signed-in player; visitors see "Authentication Required" and "Go to Home Page". */
export function ProfilePage({ yourData }: { yourData?: ReactNode }) {
  return (
    <RequireAuth message={profileTexts.profile.authRequiredBody} showHomeLink>
      <ProfileContent yourData={yourData} />
    </RequireAuth>
  );
}
