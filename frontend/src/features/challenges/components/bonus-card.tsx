import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { CATEGORY_BONUS_COINS, challengesTexts, ULTIMATE_BONUS_COINS } from '@fr/contracts/challenges';
import type { Challenge } from '@fr/contracts/challenges';
import { celebrate } from '../../../components/celebrate/celebrate';
import { useNotify } from '../../../components/notifications/use-notify';
import { useClaimCategoryBonusMutation } from '../../../api/challenges';
import { bonusCategoryOf, bonusProgress, type ChallengeTab } from './challenge-tabs';
import { formatNumber } from '../../../lib/format';
import { InfoTip } from '../../../components/info-tip';

interface Props {
  tab: ChallengeTab;
  challenges: readonly Challenge[];
  authenticated: boolean;
}

/** The tab's bonus (spec §2, §9): a category's 50,000 coins, or the 1,000,000 ultimate bonus on All and Completed. */
export function BonusCard({ tab, challenges, authenticated }: Props) {
  const t = challengesTexts.challenges;
  const category = bonusCategoryOf(tab);
  const { done, total, unlocked } = bonusProgress(challenges, category);
  const [claimBonus, { isLoading }] = useClaimCategoryBonusMutation();
  const notify = useNotify();
  const ultimate = category === 'all';
  const coins = formatNumber(ultimate ? ULTIMATE_BONUS_COINS : CATEGORY_BONUS_COINS);

  const claim = async () => {
    try {
      const result = await claimBonus(category).unwrap();
      notify({ title: t.bonusClaimedTitle, message: t.bonusClaimedMessage(formatNumber(result.coinsAwarded)) });
      celebrate();
    } catch {
      // Spec §8 words this failure with a fixed text, whatever the server said.
      notify({ title: t.errorTitle, message: t.bonusFailed, severity: 'error' });
    }
  };

  return (
    <Card data-testid="bonus-card" data-category={category} sx={{ borderColor: unlocked ? 'secondary.main' : undefined }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
            <WorkspacePremiumIcon color={unlocked ? 'secondary' : 'disabled'} sx={{ fontSize: 40 }} />
            <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {ultimate ? t.ultimateBonusTitle : t.categoryBonusTitle} · {coins} {t.coins}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {ultimate ? t.ultimateBonusText(coins) : t.categoryBonusText(coins)}
                <InfoTip term="bonusCoins" />
              </Typography>
              <LinearProgress
                variant="determinate"
                value={total > 0 ? (done / total) * 100 : 0}
                color="secondary"
                aria-label={t.bonusProgress(done, total)}
                sx={{ height: 6, borderRadius: 3 }}
              />
              <Typography variant="caption" color="text.secondary" data-testid="bonus-progress">
                {t.bonusProgress(done, total)}
              </Typography>
            </Stack>
          </Stack>
          <Button
            variant="contained"
            color="secondary"
            startIcon={unlocked ? undefined : <LockIcon />}
            disabled={!authenticated || !unlocked || isLoading}
            onClick={() => void claim()}
            data-testid="claim-bonus"
            sx={{ flexShrink: 0 }}
          >
            {unlocked ? t.claimBonus : t.bonusLocked}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
