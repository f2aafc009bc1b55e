import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import { clientRoutes, shellTexts } from '@fr/contracts/shell';
import { formatCoins } from '../lib/format';
import { useCoinBalance } from '../api/coins';
import { coinsTexts } from '@fr/contracts/coins';

/**
 * The balance box of the Challenges page and the Shop (spec §2): the signed-in player's coins, linking to the Bank.
 * Hidden for visitors, whose balance is never asked for.
 */
export function CoinBox({ children }: { children?: ReactNode }) {
  const { authenticated, coins } = useCoinBalance();
  if (!authenticated) return null;
  return (
    <Card sx={{ borderColor: 'secondary.main', flexShrink: 0 }}>
      <CardActionArea component={RouterLink} to={clientRoutes.bank} data-testid="coin-box" sx={{ px: 2.5, py: 1.5 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <MonetizationOnIcon color="secondary" sx={{ fontSize: 36 }} />
          <div>
            <Typography variant="caption" color="text.secondary">
              {coinsTexts.coinBox.label}
            </Typography>
            <Typography variant="h6" component="p" data-testid="coin-box-balance" sx={{ lineHeight: 1.2, fontWeight: 800 }}>
              {formatCoins(coins)} {shellTexts.coinsWord}
            </Typography>
            {children}
          </div>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
