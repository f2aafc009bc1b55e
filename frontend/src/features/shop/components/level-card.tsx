import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import type { ShopBoostType } from '@fr/contracts/shop';
import { levelEffect } from './level-effect';
import { formatNumber } from '../../../lib/format';
import { shopTexts } from '@fr/contracts/shop';

interface Props {
  level: ShopBoostType['levels'][number];
  testId: string;
  /** The earned coins, the only ones that pay for boosts (decision 0015); undefined while they load. */
  earned: number | undefined;
  buying: boolean;
  busy: boolean;
  onBuy: () => void;
}

/** One level of a boost type: its effect, its cost and the buy button (spec §2). */
export function LevelCard({ level, testId, earned, buying, busy, onBuy }: Props) {
  const t = shopTexts.shop;
  const affordable = earned !== undefined && earned >= level.coinCost;
  const label = buying ? t.buying : affordable ? t.buy : t.needMoreEarnedCoins;
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="shop-level">
      <CardContent sx={{ height: '100%', p: 2, '&:last-child': { pb: 2 } }}>
        <Stack spacing={1.5} sx={{ height: '100%' }}>
          <Chip size="small" color="primary" variant="outlined" label={t.level(level.level)} sx={{ alignSelf: 'flex-start' }} />
          <Typography variant="body2" sx={{ flex: 1 }}>
            {levelEffect(level.effectData)}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <MonetizationOnIcon color="secondary" fontSize="small" />
            <Typography sx={{ fontWeight: 800 }} data-testid="level-cost">
              {formatNumber(level.coinCost)} {t.coins}
            </Typography>
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {t.paidWithEarned}
          </Typography>
          <Button
            variant={affordable ? 'contained' : 'outlined'}
            color={affordable ? 'primary' : 'secondary'}
            disabled={earned === undefined || busy}
            onClick={onBuy}
            data-testid={testId}
          >
            {label}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
