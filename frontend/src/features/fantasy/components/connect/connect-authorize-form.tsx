import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ConnectFlow } from './use-connect-flow';
import { fantasyTexts } from '@fr/contracts/fantasy';

/** State 4, authorizing: paste the code the provider showed, then Complete Connection, Cancel or Reopen. */
export function ConnectAuthorizeForm({ flow }: { flow: ConnectFlow }) {
  const t = fantasyTexts.connectCard;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.submit();
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t.authorizing}>
      <Typography variant="body2" color="text.secondary">
        {t.authorizeInstructions}
      </Typography>
      <TextField
        label={t.codeLabel}
        name="code"
        autoComplete="off"
        fullWidth
        value={flow.code}
        onChange={(event) => flow.setCode(event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'auth-code-input', spellCheck: false } }}
      />
      {flow.failed && <Alert severity="error">{t.connectFailedInline}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button type="submit" variant="contained" color="secondary" disabled={flow.completing} data-testid="complete-connection">
          {flow.completing ? t.connecting : t.completeConnection}
        </Button>
        <Button variant="outlined" color="inherit" onClick={flow.cancel} data-testid="cancel-connection">
          {t.cancel}
        </Button>
        <Button variant="text" startIcon={<OpenInNewIcon />} onClick={flow.reopen} data-testid="reopen-authorization">
          {t.reopen}
        </Button>
      </Stack>
    </Stack>
  );
}
