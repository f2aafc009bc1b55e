import { useRef, useState } from 'react';
import { useNotify } from '../../../../components/notifications/use-notify';
import { useCompleteConnectionMutation, useInitiateConnectionMutation } from '../../../../api/fantasy';
import { fantasyTexts } from '@fr/contracts/fantasy';

export type ConnectPhase = { step: 'ready' } | { step: 'authorizing'; authUrl: string; state: string };

/**
 * The provider's consent page opens in a new tab. A popup blocker may stop it when the initiate answer is slow
 * (the click's activation has expired by then); Reopen is a fresh click and gets through.
 */
function openAuthorization(authUrl: string) {
  window.open(authUrl, '_blank', 'noopener,noreferrer');
}

/** The connect flow of spec §4: ready -> authorizing (code pasted) -> ready, with the spec §5 and §8 messages. */
export function useConnectFlow({ onConnected }: { onConnected: () => void }) {
  const [phase, setPhase] = useState<ConnectPhase>({ step: 'ready' });
  const [code, setCode] = useState('');
  const [failed, setFailed] = useState(false);
  const [initiate, initiation] = useInitiateConnectionMutation();
  const [complete, completion] = useCompleteConnectionMutation();
  const notify = useNotify();
  const dismissSyncHint = useRef<() => void>(() => undefined);
  const t = fantasyTexts.connectCard;

  const reset = () => {
    setPhase({ step: 'ready' });
    setCode('');
    setFailed(false);
  };

  const start = async () => {
    let answer;
    try {
      answer = await initiate().unwrap();
    } catch {
      notify({ title: t.oauthErrorTitle, message: t.initiateFailed, severity: 'error' });
      return;
    }
    const { authUrl, state } = answer;
    if (!authUrl) {
      notify({ title: t.oauthErrorTitle, message: t.missingAuthUrl, severity: 'error' });
      return;
    }
    if (!state) {
      notify({ title: t.oauthErrorTitle, message: t.initiateFailed, severity: 'error' });
      return;
    }
    openAuthorization(authUrl);
    setCode('');
    setFailed(false);
    setPhase({ step: 'authorizing', authUrl, state });
  };

  const submit = async () => {
    if (phase.step !== 'authorizing') return;
    const trimmed = code.trim();
    if (!trimmed) {
      notify({ title: t.codeRequiredTitle, message: t.codeRequiredMessage, severity: 'warning' });
      return;
    }
    try {
      await complete({ code: trimmed, state: phase.state }).unwrap();
    } catch {
      setFailed(true);
      notify({ title: t.authFailedTitle, message: t.authFailedMessage, severity: 'error' });
      return;
    }
    dismissSyncHint.current = notify({
      title: fantasyTexts.fantasy.accountConnectedTitle,
      message: fantasyTexts.fantasy.accountConnectedMessage,
    });
    reset();
    onConnected();
  };

  const reopen = () => {
    if (phase.step === 'authorizing') openAuthorization(phase.authUrl);
  };

  return {
    phase,
    code,
    setCode,
    failed,
    starting: initiation.isLoading,
    completing: completion.isLoading,
    start,
    submit,
    cancel: reset,
    reopen,
    /** The "click Sync" hint is wrong once the sync has run, so it goes then rather than after its 5 s. */
    dismissSyncHint: () => dismissSyncHint.current(),
  };
}

export type ConnectFlow = ReturnType<typeof useConnectFlow>;
