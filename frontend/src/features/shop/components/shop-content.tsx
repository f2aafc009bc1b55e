import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { boostCategories, shopTexts } from '@fr/contracts/shop';
import { CoinBox } from '../../../components/coin-box';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useGetShopBoostsQuery } from '../../../api/shop';
import { BoostTypePanel } from './boost-type-panel';
import { SpendConfirmDialog } from './spend-confirm-dialog';
import { StylePanel } from './style-panel';
import { useBuyBoost, type PendingSpend } from './use-buy-boost';
import { TabBar, TabPanel } from '../../../components/tab-bar';
import { PageHeader } from '../../../components/page-header';
import { shellTexts } from '@fr/contracts/shell';

/** The Shop's tabs: the boost categories (earned coins only), then Style (any coin; decision 0015). */
const shopTabs = [...boostCategories, 'style'] as const;

/** The signed-in Shop (spec §2): the balance, then the boost types by category tab, and the Style items. */
const itemName = ({ boostType, level }: PendingSpend) => `${boostType.name} · ${shopTexts.shop.level(level.level)}`;

export function ShopContent() {
  const t = shopTexts.shop;
  const [tab, setTab] = useState<(typeof shopTabs)[number]>('performance');
  const boosts = useGetShopBoostsQuery();
  const shop = useBuyBoost();

  return (
    <Stack spacing={3}>
      <PageHeader title={shellTexts.pages.shop} subtitle={t.subtitle} actions={<CoinBox />} />
      <TabBar name="shop" tabs={shopTabs} value={tab} onChange={setTab} labels={t.tabs} label={t.tabsLabel} />
      <TabPanel name="shop" value={tab}>
        {tab === 'style' ? (
          <StylePanel />
        ) : (
          <>
            {boosts.isLoading && <LoadingState />}
            {boosts.isError && !boosts.data && <ErrorState message={t.loadFailed} onRetry={boosts.refetch} />}
            {boosts.data && <BoostTypePanel boostTypes={boosts.data.filter((type) => type.category === tab)} shop={shop} />}
          </>
        )}
      </TabPanel>
      <SpendConfirmDialog
        spend={shop.confirming && { name: itemName(shop.confirming), cost: shop.confirming.level.coinCost }}
        coins={shop.earned}
        pays="earned"
        onConfirm={() => void shop.confirm()}
        onCancel={shop.cancel}
      />
    </Stack>
  );
}
