import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { clientRoutes } from '@fr/contracts/shell';
import type { PurchasedBoost } from '@fr/contracts/shop';
import { useGetPurchasedBoostsQuery } from '../../../api/shop';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { BankApplyDialog } from './bank-apply-dialog';
import { ReadyBoosts, UsedBoosts } from './boost-lists';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';
import { bankTexts } from '@fr/contracts/bank';
import { shopTexts } from '@fr/contracts/shop';

/** Boosts & Upgrades (spec §2): ready ones open the apply dialog, used ones show where they went. */
export function BoostsCard() {
  const t = bankTexts.bank;
  const boosts = useGetPurchasedBoostsQuery();
  const [picked, setPicked] = useState<PurchasedBoost | null>(null);
  const all = boosts.data ?? [];

  return (
    <SectionCard fill icon={<RocketLaunchIcon color="secondary" />} title={t.boostsTitle} testId="bank-boosts">
      {boosts.isLoading && <LoadingState />}
      {boosts.isError && !boosts.data && <ErrorState message={shopTexts.boosts.loadFailed} onRetry={boosts.refetch} />}
      {boosts.data && all.length === 0 && (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <EmptyState card={false} text={t.noBoosts} />
          <Button component={RouterLink} to={clientRoutes.shop} variant="contained" data-testid="visit-shop">
            {t.visitShop}
          </Button>
        </Stack>
      )}
      {all.length > 0 && (
        <Stack spacing={2}>
          <ReadyBoosts boosts={all.filter((boost) => !boost.applied)} onPick={setPicked} />
          <UsedBoosts boosts={all.filter((boost) => boost.applied)} />
        </Stack>
      )}
      <BankApplyDialog boost={picked} onClose={() => setPicked(null)} />
    </SectionCard>
  );
}
