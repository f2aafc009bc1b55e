import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { PaymentProviderId } from '@fr/contracts/bank';
import { useGetBankStatusQuery } from '../../../api/bank';
import { bankTexts } from '@fr/contracts/bank';

/** TEST MODE, and which test bank: shown wherever money seems to move but none does. */
export function TestModeNotice({ provider }: { provider: PaymentProviderId }) {
  const t = bankTexts.bank;
  return (
    <Alert severity="warning" variant="outlined" data-testid="test-mode-banner">
      <AlertTitle sx={{ fontWeight: 800, letterSpacing: 1 }}>{t.testModeTitle}</AlertTitle>
      {t.testMode[provider]}
    </Alert>
  );
}

/** The TEST MODE banner when the server says its bank is a test one; nothing while it has not said, or for a live bank. */
export function TestModeBanner() {
  const status = useGetBankStatusQuery();
  return status.data?.testMode ? <TestModeNotice provider={status.data.provider} /> : null;
}
