import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PurchasedBoost } from '@fr/contracts/shop';
import type { Tier } from '@fr/contracts/fantasy';
import { FactRow } from '../fact-row';
import { parseBoostCode } from './boost-code';
import { multiplierRows, pointsSaved, previewProjection, requirementRows, upgradeRows } from './boost-preview-model';
import { RequirementComparison } from './requirement-comparison';
import { RewardEffects } from './reward-effects';
import { formatNumber } from '../../lib/format';
import { shopTexts } from '@fr/contracts/shop';

interface Props {
  boost: Pick<PurchasedBoost, 'name' | 'description' | 'boostType'>;
  projectedPoints: number;
  tiers: readonly Tier[];
}

/**
 * What a boost would do to one team (spec §2): the team's projected points, then by the boost's kind a prize
 * multiplier effect list, a tier upgrade effect list, or the current vs boosted tier requirements.
 */
export function BoostPreview({ boost, projectedPoints, tiers }: Props) {
  const t = shopTexts.boosts;
  const effect = parseBoostCode(boost.boostType);
  const projection = previewProjection(projectedPoints);
  const requirements = effect?.kind === 'performance' ? requirementRows(effect.percent, projection, tiers) : null;
  const saved = requirements && pointsSaved(requirements);
  return (
    <Stack spacing={2} data-testid="boost-preview" data-kind={effect?.kind ?? 'unknown'}>
      <div>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
          {boost.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {boost.description}
        </Typography>
      </div>
      <FactRow label={t.projectedPoints} value={`${formatNumber(projection)} ${t.points}`} />
      {saved && (
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="points-saved">
          {t.pointsSaved(formatNumber(saved.least), formatNumber(saved.most))}
        </Typography>
      )}
      {requirements && <RequirementComparison rows={requirements} />}
      {effect?.kind === 'multiplier' && <RewardEffects title={t.multiplierEffectsTitle} rows={multiplierRows(effect.factor, tiers)} />}
      {effect?.kind === 'upgrade' && <RewardEffects title={t.upgradeEffectsTitle} rows={upgradeRows(effect, tiers)} />}
    </Stack>
  );
}
