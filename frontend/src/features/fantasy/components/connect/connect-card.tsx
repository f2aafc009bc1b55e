import type { ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { AuthStatusResponse } from '@fr/contracts/accounts';
import { errorMessage } from '../../../../lib/api-error';
import { flattenTeams, useGetTeamsQuery } from '../../../../api/fantasy';
import { ErrorState } from '../../../../components/error-state';
import { lazyPart } from '../../../../components/lazy-part';
import { ConnectCardFrame, type ConnectChip } from './connect-card-frame';
import { ConnectPrompt } from './connect-prompt';
import { ConnectSyncPanel } from './connect-sync-panel';
import { ConnectWelcome } from './connect-welcome';
import { useConnectedThisSession } from './connected-flag';
import { useConnectFlow } from './use-connect-flow';
import { useSyncAndRedirect } from './use-sync-and-redirect';
import { fantasyTexts } from '@fr/contracts/fantasy';
import { homeTexts } from '@fr/contracts/home';

// The code form (and its text field) is downloaded once a player starts connecting, not with the landing page.
const ConnectAuthorizeForm = lazyPart(() => import('./connect-authorize-form').then((form) => form.ConnectAuthorizeForm));

/**
 * The fantasy-provider connect card in the four states of spec §2. Auth status cannot say whether a signed-in
 * player has connected an account, so the states are chosen as:
 * 4 authorizing while a pasted code is awaited;
 * 1 "Welcome Back!" once any sport has a synced team;
 * 2 the sync button for a signed-in player, with the provider configured, who connected in this browser session;
 * 3 consent and connect otherwise: signed out (connecting opens sign-in), provider not configured (connecting
 *   explains), or signed in without teams and no connection made in this session. Connecting again is harmless
 *   and leads to state 2, whereas offering sync to a player who never connected would only fail.
 * The sync and its redirect live here, not in the sync panel, so the redirect survives the switch to state 1
 * that the refetched teams cause.
 */
export function ConnectCard({ status }: { status: AuthStatusResponse }) {
  const { authenticated, configured, userId } = status;
  const teams = useGetTeamsQuery(undefined, { skip: !authenticated });
  const [connected, markConnected] = useConnectedThisSession(userId);
  const flow = useConnectFlow({ onConnected: markConnected });
  const { sync, syncing } = useSyncAndRedirect();
  const t = fantasyTexts.connectCard;

  let body: ReactNode;
  let chip: ConnectChip = { label: homeTexts.home.connect.notConnected, color: 'default' };
  if (flow.phase.step === 'authorizing') {
    body = <ConnectAuthorizeForm flow={flow} />;
    chip = { label: t.authorizing, color: 'warning' };
  } else if (authenticated && teams.isLoading) {
    body = <Skeleton variant="rounded" height={96} />;
  } else if (authenticated && teams.isError && !teams.data) {
    body = <ErrorState message={errorMessage(teams.error)} onRetry={teams.refetch} />;
  } else if (flattenTeams(teams.data).length > 0) {
    body = <ConnectWelcome />;
    chip = { label: t.connected, color: 'success' };
  } else if (authenticated && configured && connected) {
    body = <ConnectSyncPanel syncing={syncing} onSync={() => void sync().then(flow.dismissSyncHint)} />;
    chip = { label: t.connected, color: 'success' };
  } else {
    body = (
      <ConnectPrompt authenticated={authenticated} configured={configured} starting={flow.starting} onStart={() => void flow.start()} />
    );
  }

  return <ConnectCardFrame chip={chip}>{body}</ConnectCardFrame>;
}
