import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { boostCategories, type BoostCategory } from '@fr/contracts/shop';
import { texts } from '@fr/contracts/texts';
import { CoinBox } from '../../../components/coin-box';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useGetShopBoostsQuery } from '../../../api/shop';
import { BoostTypePanel } from './boost-type-panel';
import { SpendConfirmDialog } from './spend-confirm-dialog';
import { useBuyBoost } from './use-buy-boost';
import { TabBar, TabPanel } from '../../../components/tab-bar';
import { PageHeader } from '../../../components/page-header';

/** The signed-in Shop (spec §2): the balance, then the boost types by category tab. */
export function ShopContent() {
  const t = texts.shop;
  const [tab, setTab] = useState<BoostCategory>('performance');
  const boosts = useGetShopBoostsQuery();
  const shop = useBuyBoost();

  return (
    <Stack spacing={3}>
      <PageHeader title={texts.pages.shop} subtitle={t.subtitle} actions={<CoinBox />} />
      <TabBar name="shop" tabs={boostCategories} value={tab} onChange={setTab} labels={t.tabs} label={t.tabsLabel} />
      <TabPanel name="shop" value={tab}>
        {boosts.isLoading && <LoadingState />}
        {boosts.isError && !boosts.data && <ErrorState message={t.loadFailed} onRetry={boosts.refetch} />}
        {boosts.data && <BoostTypePanel boostTypes={boosts.data.filter((type) => type.category === tab)} shop={shop} />}
      </TabPanel>
      <SpendConfirmDialog spend={shop.confirming} coins={shop.coins} onConfirm={() => void shop.confirm()} onCancel={shop.cancel} />
    </Stack>
  );
}
