import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { RaffleTicket } from '@fr/contracts/fantasy';
import { rafflesTexts, type RaffleCard } from '@fr/contracts/raffles';
import { FactRow } from '../../../components/fact-row';
import { cardOdds, ticketsForCard } from './raffle-selection';
import { EmptyState } from '../../../components/empty-state';
import { DetailDialog } from '../../../components/detail-dialog';
import { formatDrawTime } from '../../../lib/format';
import { useTimeZone } from '../../../hooks/use-time-zone';

interface Props {
  card: RaffleCard | null;
  /** Every ticket of the player (GET /api/raffle-tickets); undefined while they load. */
  tickets: readonly RaffleTicket[] | undefined;
  onClose: () => void;
}

/** The player's tickets of one card's sport and tier (EXCLUSIVE: of every sport), with the open draw's odds. */
export function TicketDetailsDialog({ card, tickets, onClose }: Props) {
  const t = rafflesTexts.raffles;
  const mine = card && tickets ? ticketsForCard(tickets, card) : [];
  const odds = card && cardOdds(card);
  const zone = useTimeZone();
  return (
    <DetailDialog
      item={card}
      id="raffle-details-title"
      title={(card) => `${t.detailsTitle}: ${card.name}`}
      closeLabel={t.close}
      onClose={onClose}
    >
      {(card) => (
        <Stack spacing={1.5}>
          <FactRow label={t.nextDraw} value={formatDrawTime(card.nextDraw, zone)} />
          {odds && <FactRow label={`${t.oddsLabel} (${t.yourTickets(card.userTickets)})`} value={odds} />}
          {mine.length === 0 ? (
            <EmptyState card={false} text={t.noTickets} />
          ) : (
            <List dense disablePadding data-testid="raffle-ticket-list">
              {mine.map((ticket) => (
                <ListItem
                  key={ticket.id}
                  disableGutters
                  data-testid="raffle-ticket"
                  secondaryAction={
                    <Chip
                      size="small"
                      variant={ticket.status === 'final' ? 'filled' : 'outlined'}
                      label={t.ticketStatuses[ticket.status]}
                    />
                  }
                >
                  <ListItemText primary={`${ticket.team.name} · ${ticket.team.sport}`} secondary={t.ticketWeek(ticket.week)} />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      )}
    </DetailDialog>
  );
}
