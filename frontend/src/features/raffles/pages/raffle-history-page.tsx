import { Link as RouterLink, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { rafflesTexts } from '@fr/contracts/raffles';
import { clientRoutes } from '@fr/contracts/shell';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { serverMessage } from '../../../lib/api-error';
import { useGetRaffleHistoryQuery } from '../../../api/raffles';
import { Pager, usePageParam } from '../components/history/page-param';
import { PastDrawRow } from '../components/history/past-draw-row';

/** Issue 22: a raffle's past draws, newest first and paged, each with its entries, prize, winner and proof. Public. */
export function RaffleHistoryPage() {
  const t = rafflesTexts.raffleHistory;
  const { raffleId = '' } = useParams();
  const [page, setPage] = usePageParam();
  const history = useGetRaffleHistoryQuery({ raffleId, page });
  return (
    <Stack spacing={3}>
      <Button
        component={RouterLink}
        to={{ pathname: clientRoutes.raffles, search: history.data ? `?sport=${history.data.sport}` : '' }}
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t.back}
      </Button>
      <QueryState query={history} failed={serverMessage(history.error, t.loadFailed)}>
        {(data) => (
          <Stack spacing={3}>
            <PageHeader title={t.title(data.raffleName)} subtitle={t.subtitle} />
            <SectionCard title={t.cardLink}>
              {data.draws.length === 0 ? (
                <EmptyState card={false} text={t.empty} testId="past-draws-empty" />
              ) : (
                <Stack spacing={2}>
                  <List disablePadding aria-busy={history.isFetching} data-testid="past-draws">
                    {data.draws.map((draw) => (
                      <PastDrawRow key={draw.drawId} draw={draw} />
                    ))}
                  </List>
                  <Pager page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} testId="past-draws-pagination" />
                </Stack>
              )}
            </SectionCard>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
