import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { profileTexts } from '@fr/contracts/profile';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useGetSettingsQuery } from '../../../api/profile';
import { EligibilitySection } from './eligibility-section';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { ResponsiblePlay } from './responsible-play';
import { SessionsSection } from './sessions-section';
import { SettingsForm } from './settings-form';

/** Settings (issue 10): the player's details and preferences, responsible play, then "Your data" (issue 21). */
export function SettingsPanel({ yourData }: { yourData?: ReactNode }) {
  const settings = useGetSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (settings.isLoading) return <LoadingState />;
  if (!settings.data) return <ErrorState message={profileTexts.profile.loadFailed} onRetry={() => void settings.refetch()} />;
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <SettingsForm settings={settings.data} />
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <ResponsiblePlay settings={settings.data} />
        </CardContent>
      </Card>
      <EligibilitySection />
      <EmailSection />
      <PasswordSection />
      <SessionsSection />
      {yourData}
    </Stack>
  );
}
