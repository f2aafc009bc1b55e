import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { boostCategories, type BoostCategory } from '@fr/contracts/shop';
import { texts } from '@fr/contracts/texts';
import { CoinBox } from '../../../components/coin-box';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useGetShopBoostsQuery } from '../../../api/shop';
import { BoostTypePanel } from './boost-type-panel';
import { useBuyBoost } from './use-buy-boost';

/** The signed-in Shop (spec §2): the balance, then the boost types by category tab. */
export function ShopContent() {
  const t = texts.shop;
  const [tab, setTab] = useState<BoostCategory>('performance');
  const boosts = useGetShopBoostsQuery();
  const shop = useBuyBoost();

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <div>
          <Typography variant="h4" component="h1">
            {texts.pages.shop}
          </Typography>
          <Typography color="text.secondary">{t.subtitle}</Typography>
        </div>
        <CoinBox />
      </Stack>
      <Tabs
        value={tab}
        onChange={(_event, next: BoostCategory) => setTab(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t.tabsLabel}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {boostCategories.map((category) => (
          <Tab key={category} value={category} label={t.tabs[category]} id={`shop-tab-${category}`} aria-controls="shop-panel" />
        ))}
      </Tabs>
      <div role="tabpanel" id="shop-panel" aria-labelledby={`shop-tab-${tab}`}>
        {boosts.isLoading && <LoadingState />}
        {boosts.isError && !boosts.data && <ErrorState message={t.loadFailed} onRetry={boosts.refetch} />}
        {boosts.data && <BoostTypePanel boostTypes={boosts.data.filter((type) => type.category === tab)} shop={shop} />}
      </div>
    </Stack>
  );
}
