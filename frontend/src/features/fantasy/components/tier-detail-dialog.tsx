import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { fantasyTexts, type Tier, tierKeys } from '@fr/contracts/fantasy';
import { tierColor } from './tier-style';
import { FactRow } from '../../../components/fact-row';
import { BulletList } from '../../../components/bullet-list';
import { DetailDialog } from '../../../components/detail-dialog';
import { InfoTip } from '../../../components/info-tip';

/** Rookie/Experience pays coins rather than a ticket (spec §9): its words are explained where they appear. */
const isRookie = (tier: Tier) => tierKeys[tier.id - 1] === 'rookie';

/** A tier's details (spec §2): name, multiplier, reward, description and key benefits. */
export function TierDetailDialog({ tier, onClose }: { tier: Tier | null; onClose: () => void }) {
  const t = fantasyTexts.dashboard;
  return (
    <DetailDialog
      item={tier}
      id="tier-detail-title"
      maxWidth="xs"
      title={(tier) => tier.tierName}
      titleSx={(tier) => ({ color: tierColor(tier.id) })}
      closeLabel={t.close}
      onClose={onClose}
    >
      {(tier) => (
        <Stack spacing={1.5}>
          <FactRow spacing={2} label={t.multiplier} value={`×${tier.pointsMultiplier}`} />
          <FactRow
            spacing={2}
            label={t.reward}
            value={tier.reward}
            info={isRookie(tier) ? <InfoTip term="experienceCoins" /> : undefined}
          />
          <Typography variant="body2">
            {tier.description}
            {isRookie(tier) && <InfoTip term="rookie" />}
          </Typography>
          <Typography variant="subtitle2" component="h3">
            {t.keyBenefits}
          </Typography>
          <BulletList items={tier.keyBenefits} icon={<CheckCircleIcon fontSize="small" sx={{ color: tierColor(tier.id) }} />} />
        </Stack>
      )}
    </DetailDialog>
  );
}
