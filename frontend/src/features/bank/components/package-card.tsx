import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import type { CoinPackage } from '@fr/contracts/bank';
import { costPerThousand } from './package-pricing';
import { formatNumber, formatUsd } from '../../../lib/format';
import { bankTexts } from '@fr/contracts/bank';

interface Props {
  pack: CoinPackage;
  /** Percent saved per 1,000 coins against the base package; shown on the most popular one. */
  savings: number | null;
  selected: boolean;
  onSelect: () => void;
}

/**
 * One coin package: coins, bonus, price and cost per 1,000 coins (spec §2, §9), with its Buy button. Every row keeps
 * its height whether or not a package has badges or a bonus, so the cards of a row line up and their buttons sit on
 * one line.
 */
export function PackageCard({ pack, savings, selected, onSelect }: Props) {
  const t = bankTexts.bank;
  const amount = formatNumber(pack.amount);
  return (
    <Card
      variant="outlined"
      data-testid={`coin-package-${pack.amount}`}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderWidth: 2,
        borderColor: selected ? 'primary.main' : pack.popular ? 'secondary.main' : 'divider',
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ minHeight: 24, flexWrap: 'wrap', justifyContent: 'center' }}>
            {pack.popular && <Chip size="small" color="secondary" label={t.mostPopular} />}
            {pack.popular && savings !== null && savings > 0 && (
              <Chip size="small" color="success" label={t.save(savings)} data-testid="package-savings" />
            )}
          </Stack>
          <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
            {amount}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.coins}
          </Typography>
          <Typography color="primary" sx={{ fontWeight: 700, minHeight: '1.5em' }}>
            {pack.bonus > 0 ? t.bonus(formatNumber(pack.bonus)) : ''}
          </Typography>
          <Typography variant="h6" component="p" data-testid="package-price">
            {formatUsd(pack.price)}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="package-per-thousand">
            {t.perThousand(formatUsd(costPerThousand(pack)))}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button
          fullWidth
          variant={selected ? 'contained' : 'outlined'}
          onClick={onSelect}
          aria-pressed={selected}
          aria-label={`${selected ? t.selectedPackage : t.buyPackage} ${amount} ${t.coins}, ${formatUsd(pack.price)}`}
          startIcon={selected ? <CheckIcon /> : undefined}
          data-testid="package-buy"
        >
          {selected ? t.selectedPackage : t.buyPackage}
        </Button>
      </CardActions>
    </Card>
  );
}
