import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { texts } from '@fr/contracts/texts';
import type { CoinPackage } from '@fr/contracts/bank';
import { costPerThousand, formatUsd } from './package-pricing';

interface Props {
  pack: CoinPackage;
  /** Percent saved per 1,000 coins against the base package; shown on the most popular one. */
  savings: number | null;
  selected: boolean;
  onSelect: () => void;
}

/** One coin package: coins, bonus, price and cost per 1,000 coins (spec §2, §9). */
export function PackageCard({ pack, savings, selected, onSelect }: Props) {
  const t = texts.bank;
  return (
    <Card
      variant="outlined"
      data-testid={`coin-package-${pack.amount}`}
      sx={{ height: '100%', borderWidth: 2, borderColor: selected ? 'primary.main' : pack.popular ? 'secondary.main' : 'divider' }}
    >
      <CardActionArea
        onClick={onSelect}
        aria-pressed={selected}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <CardContent>
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ minHeight: 24, flexWrap: 'wrap', justifyContent: 'center' }}>
              {pack.popular && <Chip size="small" color="secondary" label={t.mostPopular} />}
              {pack.popular && savings !== null && savings > 0 && (
                <Chip size="small" color="success" label={t.save(savings)} data-testid="package-savings" />
              )}
            </Stack>
            <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
              {pack.amount.toLocaleString('en-US')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t.coins}
            </Typography>
            {pack.bonus > 0 && (
              <Typography color="primary" sx={{ fontWeight: 700 }}>
                {t.bonus(pack.bonus.toLocaleString('en-US'))}
              </Typography>
            )}
            <Typography variant="h6" component="p" data-testid="package-price">
              {formatUsd(pack.price)}
            </Typography>
            <Typography variant="caption" color="text.secondary" data-testid="package-per-thousand">
              {t.perThousand(formatUsd(costPerThousand(pack)))}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
