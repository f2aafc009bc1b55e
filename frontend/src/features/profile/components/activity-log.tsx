import { useState } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import HowToVoteIcon from '@mui/icons-material/HowToVote';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { profileTexts, type ActivityItem } from '@fr/contracts/profile';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { errorMessage } from '../../../lib/api-error';
import { useGetActivityQuery } from '../../../api/profile';
import { formatDateTime, formatSignedCoins } from '../../../lib/format';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { EmptyState } from '../../../components/empty-state';

const icons = {
  coins: MonetizationOnIcon,
  ticket: ConfirmationNumberIcon,
  prize: EmojiEventsIcon,
  entry: HowToVoteIcon,
  eligibility: VerifiedUserIcon,
} as const;

/** A signed amount: "+500", "-1,000"; nothing for events that move no amount. */
export function signedAmount(amount: number): string {
  if (amount === 0) return '';
  return formatSignedCoins(amount);
}

function Row({ item }: { item: ActivityItem }) {
  const Icon = icons[item.kind];
  const zone = useTimeZone();
  return (
    <ListItem disableGutters divider data-testid="activity-item" data-kind={item.kind}>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon color={item.kind === 'coins' ? 'secondary' : 'primary'} titleAccess={profileTexts.profile.activityKinds[item.kind]} />
      </ListItemIcon>
      <ListItemText primary={item.cause} secondary={formatDateTime(item.at, zone)} />
      <Typography
        sx={{ fontWeight: 700, pl: 2, flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
        color={item.amount < 0 ? 'error.main' : 'success.main'}
        data-testid="activity-amount"
      >
        {signedAmount(item.amount)}
      </Typography>
    </ListItem>
  );
}

/** Activity Log (spec §2, issue 10): every coin movement, ticket, entry and prize with its cause, newest first, paged. */
export function ActivityLog() {
  const [page, setPage] = useState(1);
  const activity = useGetActivityQuery(page, { refetchOnMountOrArgChange: true });
  if (activity.isLoading) return <LoadingState />;
  if (!activity.data) return <ErrorState message={errorMessage(activity.error)} onRetry={() => void activity.refetch()} />;
  const { items, total, pageSize } = activity.data;
  if (total === 0) return <EmptyState card={false} text={profileTexts.profile.noActivity} />;
  const pages = Math.ceil(total / pageSize);
  return (
    <Stack spacing={2}>
      <List disablePadding aria-busy={activity.isFetching} data-testid="activity-log">
        {items.map((item) => (
          <Row key={item.id} item={item} />
        ))}
      </List>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, next) => setPage(next)}
          color="primary"
          sx={{ alignSelf: 'center' }}
          data-testid="activity-pagination"
        />
      )}
    </Stack>
  );
}
