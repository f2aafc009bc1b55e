import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import { formatCoins } from '../../../lib/format';
import { useCoinBalance, useGetCoinLotsQuery } from '../../../api/coins';
import { scrollToPurchaseSection } from './purchase-section';
import { SectionCard } from '../../../components/section-card';
import { bankTexts } from '@fr/contracts/bank';
import { coinsTexts } from '@fr/contracts/coins';

/**
 * The vault balance with a shortcut down to the coin packages (spec §2), and its two lots with what each pays for
 * (decision 0015: only earned coins buy boosts).
 */
export function BalanceCard() {
  const t = bankTexts.bank;
  const l = coinsTexts.coinLots;
  const { coins } = useCoinBalance();
  const lots = useGetCoinLotsQuery().data;
  return (
    <SectionCard fill icon={<AccountBalanceIcon color="secondary" />} title={t.balanceTitle} testId="bank-balance">
      <Typography variant="h3" component="p" data-testid="bank-balance-coins" sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
        {formatCoins(coins)}
        <Typography component="span" variant="h6" color="text.secondary" sx={{ ml: 1 }}>
          {t.coins}
        </Typography>
      </Typography>
      <Stack spacing={1} data-testid="bank-lots">
        {(
          [
            ['earned', l.earned, l.earnedPays],
            ['purchased', l.purchased, l.purchasedPays],
          ] as const
        ).map(([lot, label, pays]) => (
          <div key={lot}>
            <Typography sx={{ fontWeight: 700 }} data-testid={`bank-lot-${lot}`}>
              {label}: {lots ? formatCoins(lots[lot]) : '…'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {pays}
            </Typography>
          </div>
        ))}
      </Stack>
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
