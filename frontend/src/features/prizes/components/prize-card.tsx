import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { prizesTexts, type PrizeCatalogueItem } from '@fr/contracts/prizes';
import { tierColors } from '../../../lib/tier-colors';

const rarityColors = { common: 'default', rare: 'info', epic: 'secondary', legendary: 'warning' } as const;

/** One prize of the catalogue (spec §3): what it is, its value, tier, rarity and stock, and a way to its details. */
export function PrizeCard({ prize, onOpen, featured = false }: { prize: PrizeCatalogueItem; onOpen: () => void; featured?: boolean }) {
  const t = prizesTexts.prizes;
  const color = tierColors[prize.tierRequired];
  return (
    <Card
      component="article"
      aria-labelledby={`prize-${prize.id}-title`}
      data-testid={featured ? 'featured-prize' : 'prize-card'}
      data-prize-id={prize.id}
      sx={{ height: '100%', borderTop: `4px solid ${color}` }}
    >
      <CardContent sx={{ height: '100%', p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Stack spacing={1.5} sx={{ height: '100%' }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip size="small" variant="outlined" label={t.categories[prize.category]} />
            <Chip size="small" color={rarityColors[prize.rarity]} label={t.rarities[prize.rarity]} />
          </Stack>
          <div>
            <Typography variant="h6" component="h3" id={`prize-${prize.id}-title`}>
              {prize.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {prize.description}
            </Typography>
          </div>
          <Typography variant="h5" component="p" sx={{ color, fontWeight: 800, flex: 1 }}>
            {prize.prizeValue}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2" sx={{ color }}>
              {t.tierRequired(prize.tierRequired)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t.available(prize.availableQuantity)}
            </Typography>
          </Stack>
          <Button variant="outlined" onClick={onOpen} aria-label={`${t.details}: ${prize.title}`} data-testid="prize-details">
            {t.details}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
