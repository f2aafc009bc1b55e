import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import BoltIcon from '@mui/icons-material/Bolt';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import LockIcon from '@mui/icons-material/Lock';
import { bankTexts } from '@fr/contracts/bank';

export type PaymentMethod = 'wallet' | 'card';

/** Revealed once a package is chosen: the two payment buttons and the reassurances (spec §2). Choosing one charges nothing yet. */
export function PaymentSection({ busy, onPay }: { busy: boolean; onPay: (method: PaymentMethod) => void }) {
  const t = bankTexts.bank;
  return (
    <Box
      component="section"
      aria-labelledby="payment-title"
      data-testid="payment-section"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h3" id="payment-title" sx={{ fontWeight: 700 }}>
          {t.paymentTitle}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="contained"
            size="large"
            startIcon={<AccountBalanceWalletIcon />}
            disabled={busy}
            onClick={() => onPay('wallet')}
            data-testid="pay-wallet"
          >
            {t.payWithWallet}
          </Button>
          <Button
            variant="outlined"
            size="large"
            startIcon={<CreditCardIcon />}
            disabled={busy}
            onClick={() => onPay('card')}
            data-testid="pay-card"
          >
            {t.payWithCard}
          </Button>
        </Stack>
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LockIcon fontSize="small" color="success" />
            <Typography variant="body2" color="text.secondary">
              {t.securePayment}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <BoltIcon fontSize="small" color="secondary" />
            <Typography variant="body2" color="text.secondary">
              {t.instantDelivery}
            </Typography>
          </Stack>
        </Stack>
      </Stack>
    </Box>
  );
}
