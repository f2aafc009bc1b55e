import { useEffect, useMemo, useState, type ComponentProps } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { TICKETS_POLL_MS } from '@fr/contracts/fantasy';
import { eligibilityTexts } from '@fr/contracts/eligibility';
import { RAFFLES_POLL_MS, raffleKeys, rafflesTexts, type RaffleCard as Raffle } from '@fr/contracts/raffles';
import { clientRoutes } from '@fr/contracts/shell';
import { useEligibilityGate } from '../../../components/eligibility/use-eligibility-gate';
import { ErrorState } from '../../../components/error-state';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { useGetAuthStatusQuery } from '../../../api/accounts';
import { useGetRaffleTicketsQuery } from '../../../api/fantasy';
import { useGetRafflesQuery } from '../../../api/raffles';
import { FreeEntryDialog } from './free-entry-dialog';
import { RaffleCard } from './raffle-card';
import { RaffleFilters } from './raffle-filters';
import { RafflesInfoPanel } from './raffles-info-panel';
import { selectionFromQuery, visibleCards } from './raffle-selection';
import { useScrollToCard } from './scroll-to-card';
import { TicketDetailsDialog } from './ticket-details-dialog';
import { usePageVisible } from '../../../hooks/use-page-visible';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/empty-state';

/** A visitor's cache key: the cards of someone signed out. */
const VISITOR = 'visitor';

/**
 * The raffle list, polled every minute (spec §7) while the tab is in view, and the player's tickets every 30 s (only
 * when signed in). Back in view after a pause longer than a poll, the list is asked for at once. A failed poll keeps
 * the last cards; only a first load that fails shows the error.
 */
function useRaffleData() {
  const status = useGetAuthStatusQuery();
  const authenticated = status.data?.authenticated === true;
  const visible = usePageVisible();
  // Until the status is known the viewer is not; a status that fails to load leaves a visitor's view.
  const viewer = status.isLoading ? skipToken : (status.data?.userId ?? VISITOR);
  const raffles = useGetRafflesQuery(viewer, { pollingInterval: visible ? RAFFLES_POLL_MS : 0, refetchOnMountOrArgChange: true });
  const tickets = useGetRaffleTicketsQuery(undefined, { skip: !authenticated, pollingInterval: visible ? TICKETS_POLL_MS : 0 });
  const { fulfilledTimeStamp, refetch } = raffles;

  useEffect(() => {
    if (visible && fulfilledTimeStamp !== undefined && Date.now() - fulfilledTimeStamp >= RAFFLES_POLL_MS) void refetch();
  }, [visible, fulfilledTimeStamp, refetch]);

  return { authenticated, raffles, tickets: tickets.data?.tickets, loading: status.isLoading || raffles.isLoading };
}

function RafflesSkeleton({ cardSize }: { cardSize: ComponentProps<typeof Grid>['size'] }) {
  return (
    <Grid container spacing={2} data-testid="raffles-loading" aria-busy>
      {raffleKeys.map((key) => (
        <Grid key={`${key.sport}-${key.tier}`} size={cardSize}>
          <Skeleton variant="rounded" height={420} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The Raffles page (spec §2): filters, sixteen cards, the info panel, and the details and free-entry dialogs. */
export function RafflesContent() {
  const t = rafflesTexts.raffles;
  const mobile = useViewMode() === 'mobile';
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = params.toString();
  const selection = useMemo(() => selectionFromQuery(new URLSearchParams(query)), [query]);
  const [filters, setFilters] = useState(selection.filters);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [freeEntryId, setFreeEntryId] = useState<string | null>(null);
  const { authenticated, raffles, tickets, loading } = useRaffleData();
  // Eligibility is asked once, before the first entry (issue 22): the free entry opens after the dialog.
  const eligibility = useEligibilityGate('raffle', authenticated);

  // A new address (a link from elsewhere while the page is open) selects again.
  useEffect(() => setFilters(selection.filters), [selection]);
  useScrollToCard(raffles.data ? selection.scrollTo : null);

  const cardSize = mobile ? 12 : { xs: 12, sm: 6, lg: 3 };
  const byId = (id: string | null): Raffle | null => raffles.data?.raffles.find((card) => card.id === id) ?? null;
  const connect = () => {
    navigate(clientRoutes.home);
    window.scrollTo({ top: 0 });
  };

  const body = () => {
    if (loading) return <RafflesSkeleton cardSize={cardSize} />;
    if (!raffles.data) return <ErrorState message={t.loadFailed} onRetry={() => void raffles.refetch()} />;
    const cards = visibleCards(raffles.data.raffles, filters);
    return (
      <>
        {cards.length === 0 ? (
          <EmptyState card={false} text={t.noMatches} testId="raffles-no-matches" />
        ) : (
          <Grid container spacing={2} data-testid="raffle-grid">
            {cards.map((card) => (
              <Grid key={card.id} size={cardSize}>
                <RaffleCard
                  card={card}
                  authenticated={authenticated}
                  onConnect={connect}
                  onViewDetails={() => setDetailsId(card.id)}
                  onFreeEntry={() => eligibility.ensure(() => setFreeEntryId(card.id))}
                />
              </Grid>
            ))}
          </Grid>
        )}
        <RafflesInfoPanel beacon={raffles.data.beacon} />
      </>
    );
  };

  return (
    <Stack spacing={3}>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {authenticated && eligibility.declared === false && (
        // Earned tickets enter draws without a click: a player who never declared is asked here.
        <Alert
          severity="warning"
          data-testid="eligibility-tickets-waiting"
          action={
            <Button color="inherit" size="small" onClick={() => eligibility.ask(() => undefined)}>
              {eligibilityTexts.eligibility.confirmEligibility}
            </Button>
          }
        >
          {eligibilityTexts.eligibility.ticketsWaiting}
        </Alert>
      )}
      <RaffleFilters filters={filters} onChange={setFilters} />
      {body()}
      <TicketDetailsDialog card={byId(detailsId)} tickets={tickets} onClose={() => setDetailsId(null)} />
      <FreeEntryDialog
        card={byId(freeEntryId)}
        onClose={() => setFreeEntryId(null)}
        onEligibilityRequired={(card) => eligibility.ask(() => setFreeEntryId(card.id))}
      />
      {eligibility.dialog}
    </Stack>
  );
}
