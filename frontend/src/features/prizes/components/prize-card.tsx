import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { prizesTexts, type PrizeCatalogueItem } from '@fr/contracts/prizes';
import { tierColors } from '../../../lib/tier-colors';
import { CatalogueCard } from '../../../components/catalogue-card';

const rarityColors = { common: 'default', rare: 'info', epic: 'secondary', legendary: 'warning' } as const;

/** One prize of the catalogue (spec §3): what it is, its value, tier, rarity and stock, and a way to its details. */
export function PrizeCard({ prize, onOpen, featured = false }: { prize: PrizeCatalogueItem; onOpen: () => void; featured?: boolean }) {
  const t = prizesTexts.prizes;
  const color = tierColors[prize.tierRequired];
  return (
    <CatalogueCard
      id={`prize-${prize.id}-title`}
      chips={
        <>
          <Chip size="small" variant="outlined" label={t.categories[prize.category]} />
          <Chip size="small" color={rarityColors[prize.rarity]} label={t.rarities[prize.rarity]} />
        </>
      }
      title={prize.title}
      description={prize.description}
      value={prize.prizeValue}
      valueColor={color}
      facts={
        <>
          <Typography variant="body2" sx={{ color }}>
            {t.tierRequired(prize.tierRequired)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t.available(prize.availableQuantity)}
          </Typography>
        </>
      }
      detailsLabel={t.details}
      detailsTestId="prize-details"
      onOpen={onOpen}
      imageUrl={prize.imageUrl}
      card={{
        'data-testid': featured ? 'featured-prize' : 'prize-card',
        'data-prize-id': prize.id,
        sx: { height: '100%', borderTop: `4px solid ${color}` },
      }}
    />
  );
}
