import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accountsServerTexts, accountsTexts, SOCIAL_ERROR_INITIATE_FAILED, SOCIAL_ERROR_NOT_CONFIGURED } from '@fr/contracts/accounts';
import { clientRoutes, shellTexts } from '@fr/contracts/shell';
import { serverMessage } from '../../../lib/api-error';
import { LoadingState } from '../../../components/loading-state';
import { useSocialSignInMutation } from '../../../api/accounts';
import { SocialLinkForm } from '../components/social-link-form';
import { reportToOpener, sameOriginOpener, type SocialSignInResult as Report } from '../components/social-popup';
import { PageHeader } from '../../../components/page-header';
import { fantasyServerTexts, fantasyTexts } from '@fr/contracts/fantasy';
import { homeTexts } from '@fr/contracts/home';

type Stage =
  { kind: 'working' } | { kind: 'link'; email: string; message: string } | { kind: 'result'; ok: boolean; title: string; message: string };

/** The errors our own start sends the popup back with; any other is the provider's (the player cancelled or it refused). */
const startErrors = new Map([
  [
    SOCIAL_ERROR_NOT_CONFIGURED,
    { title: homeTexts.home.connect.configurationRequiredTitle, message: fantasyServerTexts.providerNotConfigured },
  ],
  [SOCIAL_ERROR_INITIATE_FAILED, { title: fantasyTexts.connectCard.oauthErrorTitle, message: fantasyTexts.connectCard.initiateFailed }],
]);

const failed = (message: string): Report => ({ outcome: 'error', title: fantasyTexts.connectCard.authFailedTitle, message });

/**
 * /auth/callback, where the provider sends the sign-in popup back: passes the code and state on to the server (the
 * PKCE verifier never leaves it), asks for the password when the provider's e-mail belongs to an existing account,
 * then reports to the window that opened the popup and closes. Opened without one, it shows the result itself; opened
 * by another site's page, it does nothing with the code.
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const [stage, setStage] = useState<Stage>({ kind: 'working' });
  const [signIn] = useSocialSignInMutation();
  const started = useRef(false);

  const finish = useCallback((report: Report) => {
    const opener = sameOriginOpener();
    if (opener) {
      reportToOpener(opener, report);
      window.close();
      return;
    }
    setStage(
      report.outcome === 'error'
        ? { kind: 'result', ok: false, title: report.title, message: report.message }
        : {
            kind: 'result',
            ok: true,
            title: report.outcome === 'signed_up' ? accountsTexts.auth.accountCreatedTitle : accountsTexts.auth.welcomeBack,
            message: accountsTexts.socialSignIn.signedIn,
          },
    );
  }, []);

  useEffect(() => {
    // The code and state are single use: one request, even when effects run twice in development.
    if (started.current) return;
    started.current = true;
    if (window.opener && !sameOriginOpener()) {
      setStage({
        kind: 'result',
        ok: false,
        title: fantasyTexts.connectCard.authFailedTitle,
        message: accountsTexts.socialSignIn.openedElsewhere,
      });
      return;
    }
    const error = params.get('error');
    const code = params.get('code');
    const state = params.get('state');
    if (error) return finish({ outcome: 'error', ...(startErrors.get(error) ?? failed(accountsTexts.socialSignIn.providerRefused)) });
    if (!code || !state) return finish(failed(accountsServerTexts.socialSignInIncomplete));
    signIn({ code, state })
      .unwrap()
      .then(
        (answer) =>
          answer.outcome === 'link_required'
            ? setStage({ kind: 'link', email: answer.email, message: answer.message })
            : finish({ outcome: answer.outcome }),
        (failure: unknown) => finish(failed(serverMessage(failure, fantasyTexts.connectCard.authFailedMessage))),
      );
  }, [finish, params, signIn]);

  return (
    <Stack spacing={3}>
      <PageHeader title={shellTexts.pages.authCallback} />
      <Paper variant="outlined" sx={{ maxWidth: 440, mx: 'auto', p: 3 }}>
        {stage.kind === 'working' && <LoadingState label={accountsTexts.socialSignIn.completing} />}
        {stage.kind === 'link' && (
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {accountsTexts.socialSignIn.linkTitle}
            </Typography>
            <SocialLinkForm email={stage.email} message={stage.message} onLinked={() => finish({ outcome: 'signed_in' })} />
          </Stack>
        )}
        {stage.kind === 'result' && (
          <Stack spacing={2} data-testid="social-result">
            <Alert severity={stage.ok ? 'success' : 'error'}>
              <AlertTitle>{stage.title}</AlertTitle>
              {stage.message}
            </Alert>
            <Button component={RouterLink} to={stage.ok ? clientRoutes.dashboard : clientRoutes.home} variant="contained">
              {stage.ok ? fantasyTexts.connectCard.goToDashboard : accountsTexts.verifyEmail.backToHome}
            </Button>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
