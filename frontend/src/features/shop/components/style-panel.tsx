import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import type { StyleItem } from '@fr/contracts/shop';
import { useCoinBalance } from '../../../api/coins';
import { useEquipStyleMutation, useGetStylesQuery, usePurchaseStyleMutation } from '../../../api/shop';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useNotify } from '../../../components/notifications/use-notify';
import { StyleFrame } from '../../../components/style-frame';
import { useViewMode } from '../../../components/view-mode/view-mode-context';
import { isApiError, serverMessage } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { SHOP_CONFIRM_ABOVE_COINS, shopTexts } from '@fr/contracts/shop';
import { SpendConfirmDialog } from './spend-confirm-dialog';

/**
 * The Style tab (decision 0015): avatar frames with no prize value, the Shop's one use of purchased coins. Any coin
 * pays (purchased first); an owned frame is shown on the profile, one at a time.
 */
export function StylePanel() {
  const t = shopTexts.shop;
  const mobile = useViewMode() === 'mobile';
  const styles = useGetStylesQuery();
  const { coins } = useCoinBalance();
  const [purchase] = usePurchaseStyleMutation();
  const [equip] = useEquipStyleMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<StyleItem | null>(null);
  const notify = useNotify();

  const run = async (item: StyleItem, action: () => Promise<unknown>, done?: string) => {
    setPending(item.id);
    try {
      await action();
      if (done) notify({ title: done, message: item.name });
    } catch (error) {
      const short = isApiError(error) && error.body?.error === 'insufficient_coins';
      notify({
        title: short ? t.insufficientCoinsTitle : t.purchaseFailedTitle,
        message: serverMessage(error, t.styleFailed),
        severity: 'error',
      });
    } finally {
      setPending(null);
    }
  };

  const buy = (item: StyleItem) =>
    run(item, () => purchase({ body: { itemId: item.id }, idempotencyKey: newIdempotencyKey() }).unwrap(), t.styleBoughtTitle);

  const action = (item: StyleItem) => {
    if (!item.owned) return item.coinCost > SHOP_CONFIRM_ABOVE_COINS ? setConfirming(item) : buy(item);
    return run(item, () => equip({ body: { itemId: item.equipped ? null : item.id }, idempotencyKey: newIdempotencyKey() }).unwrap());
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary" data-testid="style-intro">
        {t.styleIntro}
      </Typography>
      {styles.isLoading && <LoadingState />}
      {styles.isError && !styles.data && <ErrorState message={t.loadFailed} onRetry={styles.refetch} />}
      <Grid container spacing={2}>
        {styles.data?.items.map((item) => {
          const affordable = coins !== undefined && coins >= item.coinCost;
          const label = !item.owned ? t.styleBuy : item.equipped ? t.styleUnequip : t.styleEquip;
          return (
            <Grid key={item.id} size={mobile ? 12 : { xs: 12, sm: 6, md: 3 }}>
              <Card variant="outlined" sx={{ height: '100%' }} data-testid={`style-${item.id}`}>
                <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
                  <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                    <StyleFrame itemId={item.id}>
                      <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main' }} aria-hidden />
                    </StyleFrame>
                    <Typography sx={{ fontWeight: 800 }}>{item.name}</Typography>
                    {item.owned ? (
                      <Chip size="small" color="success" label={item.equipped ? t.styleEquipped : t.styleOwned} />
                    ) : (
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                        <MonetizationOnIcon color="secondary" fontSize="small" />
                        <Typography sx={{ fontWeight: 800 }}>
                          {formatNumber(item.coinCost)} {t.coins}
                        </Typography>
                      </Stack>
                    )}
                    <Button
                      variant={item.owned || affordable ? 'contained' : 'outlined'}
                      disabled={pending !== null || (!item.owned && !affordable)}
                      onClick={() => void action(item)}
                      data-testid={`style-action-${item.id}`}
                    >
                      {label}
                    </Button>
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
      <SpendConfirmDialog
        spend={confirming && { name: confirming.name, cost: confirming.coinCost }}
        coins={coins}
        pays="any"
        onConfirm={() => {
          const item = confirming;
          setConfirming(null);
          if (item) void buy(item);
        }}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
