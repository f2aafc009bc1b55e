import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BoltIcon from '@mui/icons-material/Bolt';
import CasinoIcon from '@mui/icons-material/Casino';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import { notificationsTexts, type NotificationItem, type NotificationKind } from '@fr/contracts/notifications';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import type { Inbox } from './use-inbox';
import { formatDateTime } from '../../../lib/format';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { EmptyState } from '../../../components/empty-state';
import { shellTexts } from '@fr/contracts/shell';

const t = notificationsTexts.inbox;

const icons: Record<NotificationKind, typeof BoltIcon> = {
  ticket_earned: ConfirmationNumberIcon,
  draw_result: CasinoIcon,
  prize_won: EmojiEventsIcon,
  boost_applied: BoltIcon,
  purchase_completed: MonetizationOnIcon,
  sync_finished: AutorenewIcon,
};

function Row({ item, isNew, onNavigate }: { item: NotificationItem; isNew: boolean; onNavigate: () => void }) {
  const Icon = icons[item.kind];
  const zone = useTimeZone();
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.link}
        onClick={onNavigate}
        divider
        data-testid="notification"
        data-kind={item.kind}
        data-new={isNew}
        sx={{ alignItems: 'flex-start', bgcolor: isNew ? 'action.selected' : undefined }}
      >
        <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
          <Icon color="primary" />
        </ListItemIcon>
        <ListItemText
          primary={item.message}
          secondary={formatDateTime(item.at, zone)}
          slotProps={{ primary: { sx: { fontWeight: isNew ? 700 : 400 } } }}
        />
        {isNew && <Chip label={t.newLabel} size="small" color="primary" sx={{ ml: 1, mt: 0.5 }} />}
      </ListItemButton>
    </ListItem>
  );
}

/** The inbox's newest page, with its loading, error, empty and signed-out states; a notification opens its screen. */
export function InboxList({ inbox, onNavigate }: { inbox: Inbox; onNavigate: () => void }) {
  const { authenticated, fresh, query } = inbox;
  if (!authenticated)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {t.signInPrompt}
      </Typography>
    );
  if (query.isLoading) return <LoadingState />;
  if (!query.data) return <ErrorState message={t.loadFailed} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <EmptyState card={false} text={t.empty} />;
  return (
    <List disablePadding aria-label={shellTexts.notifications} data-testid="notifications-list">
      {query.data.items.map((item) => (
        <Row key={item.id} item={item} isNew={fresh.has(item.id)} onNavigate={onNavigate} />
      ))}
    </List>
  );
}
