import { useState } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { contestsTexts, type Contest } from '@fr/contracts/contests';
import { useAuthStatus } from '../../../api/accounts';
import { useGetContestsQuery } from '../../../api/contests';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { AffiliateDisclosure } from '../components/affiliate-disclosure';
import { ContestCard } from '../components/contest-card';
import { ContestDetailDialog } from '../components/contest-detail-dialog';
import { useJoinContest } from '../components/use-join-contest';
import { PageHeader } from '../../../components/page-header';

/** The Contests page (spec §2): Featured and More Contests, each contest's details, and Join on its platform. */
export function ContestsPage() {
  const t = contestsTexts.contests;
  const mobile = useViewMode() === 'mobile';
  const contests = useGetContestsQuery();
  const status = useAuthStatus();
  const { join, joining, eligibilityDialog } = useJoinContest(status.data?.authenticated === true);
  const [open, setOpen] = useState<Contest | null>(null);
  const cardSize = mobile ? 12 : { xs: 12, sm: 6, lg: 3 };

  const section = (id: string, title: string, list: Contest[], featured: boolean) =>
    list.length > 0 && (
      <Stack component="section" spacing={2} aria-labelledby={id}>
        <Typography variant="h5" component="h2" id={id}>
          {title}
        </Typography>
        <Grid container spacing={2}>
          {list.map((contest) => (
            <Grid key={contest.id} size={cardSize}>
              <ContestCard contest={contest} featured={featured} onOpen={() => setOpen(contest)} />
            </Grid>
          ))}
        </Grid>
      </Stack>
    );

  const body = () => {
    // Join tracks signed-in players only, so it waits for the session status too.
    if (contests.isLoading || status.isLoading) return <LoadingState />;
    if (!contests.data) return <ErrorState message={t.loadFailed} onRetry={() => void contests.refetch()} />;
    if (contests.data.length === 0) return <Typography color="text.secondary">{t.empty}</Typography>;
    return (
      <>
        {section(
          'featured-contests-title',
          t.featured,
          contests.data.filter((c) => c.featured),
          true,
        )}
        {section(
          'more-contests-title',
          t.more,
          contests.data.filter((c) => !c.featured),
          false,
        )}
      </>
    );
  };

  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <PageHeader title={t.title} subtitle={t.subtitle} />
        <AffiliateDisclosure />
      </Stack>
      {body()}
      <ContestDetailDialog
        contest={open}
        onClose={() => setOpen(null)}
        joining={joining}
        onJoin={(contest) => {
          setOpen(null);
          void join(contest);
        }}
      />
      {eligibilityDialog}
    </Stack>
  );
}
