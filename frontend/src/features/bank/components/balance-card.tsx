import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import { texts } from '@fr/contracts/texts';
import { formatCoins } from '../../../lib/format';
import { useCoinBalance } from '../../../api/coins';
import { scrollToPurchaseSection } from './purchase-section';
import { SectionCard } from '../../../components/section-card';

/** The vault balance with a shortcut down to the coin packages (spec §2). */
export function BalanceCard() {
  const t = texts.bank;
  const { coins } = useCoinBalance();
  return (
    <SectionCard fill icon={<AccountBalanceIcon color="secondary" />} title={t.balanceTitle} testId="bank-balance">
      <Typography variant="h3" component="p" data-testid="bank-balance-coins" sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
        {formatCoins(coins)}
        <Typography component="span" variant="h6" color="text.secondary" sx={{ ml: 1 }}>
          {t.coins}
        </Typography>
      </Typography>
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<AddCircleIcon />}
        onClick={scrollToPurchaseSection}
        data-testid="expand-vault"
        sx={{ mt: 'auto', alignSelf: 'flex-start' }}
      >
        {t.expandVault}
      </Button>
    </SectionCard>
  );
}
