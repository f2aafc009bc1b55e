import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import { TICKETS_POLL_MS } from '@fr/contracts/fantasy';
import { eligibilityTexts } from '@fr/contracts/eligibility';
import { RAFFLES_POLL_MS, raffleKeys, rafflesTexts, type RaffleCard as Raffle } from '@fr/contracts/raffles';
import { clientRoutes } from '@fr/contracts/shell';
import { useEligibilityGate } from '../../../components/eligibility/use-eligibility-gate';
import { ErrorState } from '../../../components/error-state';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { useAuthStatus } from '../../../api/accounts';
import { useGetRaffleTicketsQuery } from '../../../api/fantasy';
import { useGetRafflesQuery } from '../../../api/raffles';
import { FreeEntryDialog } from './free-entry-dialog';
import { RaffleCard } from './raffle-card';
import { RaffleFilters, SPORT_TABS } from './raffle-filters';
import { RafflesInfoPanel } from './raffles-info-panel';
import { queryOf, selectionFromQuery, visibleCards, type RaffleFilters as Filters } from './raffle-selection';
import { useScrollToCard } from './scroll-to-card';
import { TicketDetailsDialog } from './ticket-details-dialog';
import { usePageVisible } from '../../../hooks/use-page-visible';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/empty-state';
import { TabPanel } from '../../../components/tab-bar';

/** A visitor's cache key: the cards of someone signed out. */
const VISITOR = 'visitor';

/**
 * The raffle list, polled every minute (spec §7) while the tab is in view, and the player's tickets every 30 s (only
 * when signed in). Back in view after a pause longer than a poll, the list is asked for at once. A failed poll keeps
 * the last cards; only a first load that fails shows the error.
 */
function useRaffleData() {
  const status = useAuthStatus();
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
      {raffleKeys.slice(0, 4).map((key) => (
        <Grid key={`${key.sport}-${key.tier}`} size={cardSize}>
          <Skeleton variant="rounded" height={420} />
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * The compliance, rules, notice and status panel (spec §2), folded under one heading: it is the same on every visit, and
 * open it makes a phone's page twice as long.
 */
function AboutTheDraws({ children }: { children: ReactNode }) {
  return (
    <Accordion disableGutters variant="outlined" slots={{ heading: 'h2' }} data-testid="raffles-about">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="raffles-about-content" id="raffles-about-header">
        <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {rafflesTexts.sections.aboutDraws}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="raffles-about-content">{children}</AccordionDetails>
    </Accordion>
  );
}

/**
 * The Raffles page (spec §2): one sport's four cards under its tab (issue 22: the choice is in the address, so it
 * survives a reload and the back button), the info panel folded, and the details and free-entry dialogs.
 */
export function RafflesContent() {
  const t = rafflesTexts.raffles;
  const mobile = useViewMode() === 'mobile';
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const selection = useMemo(() => selectionFromQuery(new URLSearchParams(query)), [query]);
  const filters = selection.filters;
  // Stable between renders, so that the memoized filters are not rendered again with the page.
  const setFilters = useCallback((next: Filters) => setParams(queryOf(next)), [setParams]);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [freeEntryId, setFreeEntryId] = useState<string | null>(null);
  const { authenticated, raffles, tickets, loading } = useRaffleData();
  // The cards are rendered from the answer as a transition, in slices between which the browser answers input: in
  // the store update's own render, a phone would be held for as long as all four cards take to build.
  const shown = useDeferredValue(raffles.data);
  // Eligibility is asked once, before the first entry (issue 22): the free entry opens after the dialog.
  const eligibility = useEligibilityGate('raffle', authenticated);

  useScrollToCard(shown ? selection.scrollTo : null);

  const cardSize = mobile ? 12 : { xs: 12, sm: 6, lg: 3 };
  const byId = (id: string | null): Raffle | null => shown?.raffles.find((card) => card.id === id) ?? null;
  const connect = () => {
    navigate(clientRoutes.home);
    window.scrollTo({ top: 0 });
  };

  const body = () => {
    if (loading || (raffles.data && !shown)) return <RafflesSkeleton cardSize={cardSize} />;
    if (!shown) return <ErrorState message={t.loadFailed} onRetry={() => void raffles.refetch()} />;
    const cards = visibleCards(shown.raffles, filters);
    return (
      <>
        {cards.length === 0 ? (
          <EmptyState card={false} text={t.noMatches} testId="raffles-no-matches" />
        ) : (
          <Grid container spacing={2} data-testid="raffle-grid" data-sport={filters.sport}>
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
      </>
    );
  };

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          authenticated && (
            <Button
              component={RouterLink}
              to={clientRoutes.myEntries}
              variant="outlined"
              startIcon={<HistoryIcon />}
              data-testid="my-entries-link"
            >
              {rafflesTexts.myEntries.link}
            </Button>
          )
        }
      />
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
      <TabPanel name={SPORT_TABS} value={filters.sport} spacing={3}>
        {body()}
      </TabPanel>
      {shown && (
        <AboutTheDraws>
          <RafflesInfoPanel beacon={shown.beacon} />
        </AboutTheDraws>
      )}
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
