import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { PlayerSession } from '@fr/contracts/accounts';
import { useEndOtherSessionsMutation, useEndSessionMutation, useGetSessionsQuery } from '../../../api/accounts';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { useNotify } from '../../../components/notifications/use-notify';
import { serverMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { accountsTexts } from '@fr/contracts/accounts';

const t = accountsTexts.recovery;

/** Settings: where the account is signed in (browser, system, the address's network, times), and signing devices out. */
export function SessionsSection() {
  const sessions = useGetSessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [endSession] = useEndSessionMutation();
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();
  const notify = useNotify();
  const run = async (action: Promise<{ message: string }>) => {
    try {
      notify({ title: (await action).message });
    } catch (failure) {
      notify({
        title: accountsTexts.verifyEmail.errorTitle,
        message: serverMessage(failure, accountsTexts.verifyEmail.networkError),
        severity: 'error',
      });
    }
  };
  const others = (sessions.data?.sessions ?? []).filter((session) => !session.current);

  return (
    <SectionCard
      title={t.sessionsTitle}
      testId="sessions-section"
      action={
        others.length > 0 && (
          <Button
            size="small"
            onClick={() => void run(endOthers().unwrap())}
            disabled={endingOthers.isLoading}
            data-testid="sign-out-others"
          >
            {t.signOutOthers}
          </Button>
        )
      }
    >
      <Typography color="text.secondary">{t.sessionsIntro}</Typography>
      <QueryState query={sessions}>
        {(data) => (
          <List dense disablePadding>
            {data.sessions.map((session) => (
              <SessionRow key={session.sessionId} session={session} onEnd={() => void run(endSession(session.sessionId).unwrap())} />
            ))}
          </List>
        )}
      </QueryState>
      {sessions.data && others.length === 0 && <Typography color="text.secondary">{t.noOtherSessions}</Typography>}
    </SectionCard>
  );
}

function SessionRow({ session, onEnd }: { session: PlayerSession; onEnd: () => void }) {
  const zone = useTimeZone();
  return (
    <ListItem
      disableGutters
      divider
      data-testid="session-row"
      secondaryAction={
        session.current ? (
          <Chip size="small" color="primary" label={t.thisDevice} />
        ) : (
          <Button size="small" onClick={onEnd}>
            {t.signOutDevice}
          </Button>
        )
      }
    >
      <ListItemText
        primary={`${session.browser} · ${session.os}`}
        secondary={`${t.network} ${session.network} · ${t.signedIn} ${formatDateTime(session.signedInAt, zone)} · ${t.lastSeen} ${formatDateTime(session.lastSeenAt, zone)}`}
      />
    </ListItem>
  );
}
