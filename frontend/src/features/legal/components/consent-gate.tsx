import { Link as RouterLink } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { legalTexts } from '@fr/contracts/legal';
import { clientRoutes } from '@fr/contracts/shell';
import { useAuthStatus, useSignOutMutation } from '../../../api/accounts';
import { useAcceptConsentsMutation, useGetConsentsQuery } from '../../../api/legal';
import { errorMessage, serverMessage } from '../../../lib/api-error';

const t = legalTexts.consent;
const pagePath = { terms: clientRoutes.terms, privacy: clientRoutes.privacy } as const;

/**
 * Asks a signed-in player to accept the current Terms and Privacy Policy when they have not yet: after a new version,
 * and once after signing up (an explicit, dated acceptance rather than one implied by the sign-up form). The dialog
 * cannot be dismissed; the player accepts or signs out. The legal pages themselves stay readable behind it.
 */
export function ConsentGate() {
  const status = useAuthStatus();
  const userId = status.data?.authenticated ? (status.data.userId ?? null) : null;
  const consents = useGetConsentsQuery(userId ?? skipToken);
  const [accept, accepting] = useAcceptConsentsMutation();
  const [signOut] = useSignOutMutation();
  const pending = userId ? (consents.data?.pending ?? []) : [];
  return (
    <Dialog open={pending.length > 0} aria-labelledby="consent-title">
      <DialogTitle id="consent-title">{t.title}</DialogTitle>
      <DialogContent>
        <Typography>{t.body}</Typography>
        <List dense>
          {pending.map((doc) => (
            <ListItem key={doc.document} disableGutters>
              <Link component={RouterLink} to={pagePath[doc.document]} target="_blank">
                {t.documentLine(legalTexts.legal.titles[doc.document], doc.version, doc.effectiveDate)}
              </Link>
            </ListItem>
          ))}
        </List>
        {accepting.isError && <Alert severity="error">{serverMessage(accepting.error, errorMessage(accepting.error) || t.failed)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={() => void signOut()}>
          {t.signOut}
        </Button>
        <Button
          variant="contained"
          disabled={accepting.isLoading}
          onClick={() => void accept({ accepted: pending.map(({ document, version }) => ({ document, version })) })}
        >
          {accepting.isLoading ? t.accepting : t.accept}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
