import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { bankTexts, CHECKOUT_RETURN_PARAM, type PurchaseReceipt } from '@fr/contracts/bank';
import { clientRoutes } from '@fr/contracts/shell';
import { useGetPurchaseReceiptQuery } from '../../../api/bank';
import { useCoinBalance } from '../../../api/coins';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { FactRow } from '../../../components/fact-row';
import { LoadingState } from '../../../components/loading-state';
import { PageHeader } from '../../../components/page-header';
import { RequireAuth } from '../../../components/require-auth';
import { SectionCard } from '../../../components/section-card';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { isApiError } from '../../../lib/api-error';
import { formatCents, formatDateTime, formatNumber } from '../../../lib/format';
import { PurchaseSuccess } from '../components/purchase-outcome';
import { TestModeNotice } from '../components/test-mode-banner';

/** A coin purchase's receipt (issue 22), its owner's only: the receipt e-mail and a completed purchase land here. */
export function ReceiptPage() {
  return (
    <RequireAuth message={bankTexts.bank.loginRequired}>
      <ReceiptContent />
    </RequireAuth>
  );
}

function ReceiptContent() {
  const t = bankTexts.bank;
  const { purchaseId = '' } = useParams();
  const [params] = useSearchParams();
  const receipt = useGetPurchaseReceiptQuery(purchaseId);
  const { coins } = useCoinBalance();
  const back = (
    <Button component={RouterLink} to={clientRoutes.bank} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      {t.backToBank}
    </Button>
  );
  if (receipt.isLoading) return <LoadingState />;
  if (!receipt.data) {
    // Another player's receipt answers 404 like one that does not exist: whose it is stays unsaid.
    const missing = isApiError(receipt.error) && (receipt.error.status === 404 || receipt.error.status === 400);
    return (
      <Stack spacing={2}>
        {back}
        {missing ? (
          <EmptyState heading="h1" icon={<ReceiptLongIcon />} title={t.receiptTitle} text={t.receiptNotFound} testId="receipt-not-found" />
        ) : (
          <ErrorState message={t.receiptLoadFailed} onRetry={() => void receipt.refetch()} />
        )}
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      {back}
      {params.get(CHECKOUT_RETURN_PARAM) === 'success' && <PurchaseSuccess coins={coins} />}
      <PageHeader title={t.receiptTitle} subtitle={t.receiptSubtitle} compact />
      <Receipt receipt={receipt.data} />
    </Stack>
  );
}

function Receipt({ receipt }: { receipt: PurchaseReceipt }) {
  const t = bankTexts.bank;
  const timeZone = useTimeZone();
  return (
    <SectionCard icon={<ReceiptLongIcon color="secondary" />} title={t.packageName(formatNumber(receipt.coins))} testId="receipt">
      <Stack spacing={1.5}>
        {receipt.testMode && <TestModeNotice provider={receipt.provider} />}
        <FactRow label={t.receiptDate} value={formatDateTime(receipt.completedAt, timeZone)} />
        <FactRow label={t.summaryPackage} value={t.packageName(formatNumber(receipt.coins))} />
        <FactRow label={t.summaryCoins} value={formatNumber(receipt.coins)} />
        <FactRow label={t.summaryBonus} value={formatNumber(receipt.bonus)} />
        <FactRow label={t.summaryTotal} value={formatNumber(receipt.totalCoins)} />
        <Divider />
        <FactRow label={t.receiptAmountPaid} value={formatCents(receipt.priceCents)} />
        <FactRow label={t.receiptMethod} value={t.providerNames[receipt.provider]} />
        <FactRow label={t.receiptReference} value={receipt.paymentReference} />
      </Stack>
    </SectionCard>
  );
}
