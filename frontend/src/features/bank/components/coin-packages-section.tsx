import { useState } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BANK_PURCHASE_SECTION_ID, bankTexts } from '@fr/contracts/bank';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { useGetCoinPackagesQuery } from '../../../api/bank';
import { basePackage, savingsPercent } from './package-pricing';
import { PackageCard } from './package-card';
import { PaymentSection, type PaymentMethod } from './payment-section';
import { CheckoutConfirmDialog } from './checkout-confirm-dialog';
import { TestModeBanner } from './test-mode-banner';
import { useBuyCoins } from './use-buy-coins';
import { InfoTip } from '../../../components/info-tip';

/**
 * Get More Coins (spec §2, §4): none -> selected (payment shown) -> method chosen (the order summary) -> confirmed
 * (purchase submitted). Nothing is charged before Confirm. Other pages scroll here.
 */
export function CoinPackagesSection() {
  const t = bankTexts.bank;
  const mobile = useViewMode() === 'mobile';
  const packages = useGetCoinPackagesQuery();
  const [selected, setSelected] = useState<number | null>(null);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const { buy, isBuying } = useBuyCoins(() => setMethod(null));
  const base = basePackage(packages.data ?? []);
  const pack = packages.data?.find((p) => p.amount === selected);
  const order = pack && method ? { pack, method } : null;

  return (
    <Stack
      component="section"
      id={BANK_PURCHASE_SECTION_ID}
      aria-labelledby="get-more-coins-title"
      spacing={2}
      sx={{ scrollMarginTop: 80 }}
    >
      {/* The info button sits beside the heading, not in it, so the section stays named "Get More Coins". */}
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h2" id="get-more-coins-title">
          {t.getMoreCoins}
        </Typography>
        <InfoTip term="purchasedCoins" />
        {/* The packages' "+500 bonus" is explained here once rather than in each card beside its Buy button. */}
        <InfoTip term="bonusCoins" />
      </Stack>
      <TestModeBanner />
      {packages.isLoading && <LoadingState />}
      {packages.isError && !packages.data && <ErrorState message={t.loadFailed} onRetry={packages.refetch} />}
      {packages.data && (
        <Grid container spacing={2}>
          {packages.data.map((pack) => (
            <Grid key={pack.amount} size={mobile ? 6 : { xs: 6, md: 3 }}>
              <PackageCard
                pack={pack}
                savings={base ? savingsPercent(pack, base) : null}
                selected={selected === pack.amount}
                onSelect={() => setSelected(pack.amount)}
              />
            </Grid>
          ))}
        </Grid>
      )}
      {selected !== null && <PaymentSection busy={isBuying} onPay={setMethod} />}
      <CheckoutConfirmDialog
        order={order}
        busy={isBuying}
        onConfirm={() => order && void buy(order.pack.amount)}
        onCancel={() => setMethod(null)}
      />
    </Stack>
  );
}
