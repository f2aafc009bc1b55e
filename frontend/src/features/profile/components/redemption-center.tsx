import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { prizesTexts, type WonPrize } from '@fr/contracts/prizes';
import { profileTexts } from '@fr/contracts/profile';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { useRedeemPrizeMutation } from '../../../api/prizes';
import { statusColors } from './prize-history';
import { EmptyState } from '../../../components/empty-state';

/** Redemption Center (spec §2): claimed prizes with their redeem code, and redeeming one (a repeat changes nothing). */
export function RedemptionCenter({ prizes }: { prizes: readonly WonPrize[] }) {
  const t = prizesTexts.claim;
  const [redeem, { isLoading, originalArgs }] = useRedeemPrizeMutation();
  const notify = useNotify();
  const withCodes = prizes.filter((prize) => prize.redeemCode !== null);
  if (withCodes.length === 0) return <EmptyState card={false} text={profileTexts.profile.noRedemptions} />;

  const redeemOne = async (prize: WonPrize) => {
    try {
      await redeem(prize.id).unwrap();
      notify({ title: t.redeemedTitle, message: prize.name });
    } catch (error) {
      notify({ title: t.redeemFailedTitle, message: serverMessage(error, errorMessage(error)), severity: 'error' });
    }
  };

  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {withCodes.map((prize) => (
        <Card key={prize.id} variant="outlined" component="li" data-testid="redeemable-prize" data-status={prize.status}>
          <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700 }}>{prize.name}</Typography>
                  <Chip size="small" color={statusColors[prize.status]} label={t.statuses[prize.status]} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {profileTexts.profile.redeemCode}
                </Typography>
                <Typography sx={{ fontFamily: 'monospace', fontWeight: 700, wordBreak: 'break-all' }} data-testid="redeem-code">
                  {prize.redeemCode}
                </Typography>
              </Stack>
              {prize.status === 'claimed' && (
                <Button
                  variant="contained"
                  disabled={isLoading && originalArgs === prize.id}
                  onClick={() => void redeemOne(prize)}
                  sx={{ flexShrink: 0 }}
                  data-testid="redeem-prize"
                >
                  {t.redeem}
                </Button>
              )}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
