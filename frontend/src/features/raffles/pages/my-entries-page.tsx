import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { rafflesTexts } from '@fr/contracts/raffles';
import { clientRoutes } from '@fr/contracts/shell';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { RequireAuth } from '../../../components/require-auth';
import { useGetMyEntriesQuery } from '../../../api/raffles';
import { Pager, usePageParam } from '../components/history/page-param';
import { MyEntryRow } from '../components/history/my-entry-row';

function MyEntries() {
  const t = rafflesTexts.myEntries;
  const [page, setPage] = usePageParam();
  // Draws run and prizes pass on the server's schedule: every visit asks again.
  const entries = useGetMyEntriesQuery(page, { refetchOnMountOrArgChange: true });
  return (
    <QueryState query={entries} failed={t.loadFailed}>
      {(data) =>
        data.total === 0 ? (
          <EmptyState text={t.empty} testId="my-entries-empty" />
        ) : (
          <Stack spacing={2}>
            <List disablePadding aria-busy={entries.isFetching} data-testid="my-entries">
              {data.entries.map((entry, index) => (
                // A draw can hold several of the player's tickets entered at once; the page's order is stable.
                <MyEntryRow key={`${entry.drawId}:${index}`} entry={entry} />
              ))}
            </List>
            <Pager page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} testId="my-entries-pagination" />
          </Stack>
        )
      }
    </QueryState>
  );
}

/** Issue 22: every entry the signed-in player made (tickets and free entries), newest first and paged, and how it ended. */
export function MyEntriesPage() {
  const t = rafflesTexts.myEntries;
  return (
    <RequireAuth message={t.authRequired}>
      <Stack spacing={3}>
        <Button component={RouterLink} to={clientRoutes.raffles} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
          {t.back}
        </Button>
        <PageHeader title={t.title} subtitle={t.subtitle} />
        <MyEntries />
      </Stack>
    </RequireAuth>
  );
}
