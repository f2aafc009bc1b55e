import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ShopBoostType } from '@fr/contracts/shop';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { LevelCard } from './level-card';
import { buyKey, type useBuyBoost } from './use-buy-boost';
import { EmptyState } from '../../../components/empty-state';
import { shopTexts } from '@fr/contracts/shop';

interface Props {
  boostTypes: readonly ShopBoostType[];
  shop: ReturnType<typeof useBuyBoost>;
}

/** The boost types of one tab, each with its levels side by side (stacked on phones). */
export function BoostTypePanel({ boostTypes, shop }: Props) {
  const mobile = useViewMode() === 'mobile';
  if (boostTypes.length === 0) {
    return <EmptyState card={false} text={shopTexts.shop.empty} />;
  }
  return (
    <Stack spacing={4}>
      {boostTypes.map((boostType) => (
        <Stack component="section" key={boostType.id} spacing={2} aria-labelledby={`boost-type-${boostType.id}`}>
          <div>
            <Typography variant="h6" component="h2" id={`boost-type-${boostType.id}`}>
              {boostType.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {boostType.description}
            </Typography>
          </div>
          <Grid container spacing={2}>
            {boostType.levels.map((level) => {
              const key = buyKey(boostType, level);
              return (
                <Grid key={key} size={mobile ? 12 : { xs: 12, sm: 6, md: 'grow' }}>
                  <LevelCard
                    level={level}
                    testId={key}
                    earned={shop.earned}
                    buying={shop.pending === key}
                    busy={shop.pending !== null}
                    onBuy={() => void shop.buy(boostType, level)}
                  />
                </Grid>
              );
            })}
          </Grid>
        </Stack>
      ))}
    </Stack>
  );
}
