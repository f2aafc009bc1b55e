import { useState } from 'react';
import { generatePath, Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { prizesTexts, type WonPrize } from '@fr/contracts/prizes';
import { profileTexts } from '@fr/contracts/profile';
import { clientRoutes } from '@fr/contracts/shell';
import { ClaimDialog } from './claim-dialog';
import { formatDateTime, formatDay, formatUsd } from '../../../lib/format';
import { useTimeZone } from '../../../hooks/use-time-zone';
import { EmptyState } from '../../../components/empty-state';

export const statusColors = { pending: 'warning', claimed: 'info', redeemed: 'success' } as const;

function WonPrizeRow({ prize, onClaim }: { prize: WonPrize; onClaim: () => void }) {
  const t = prizesTexts.claim;
  const p = profileTexts.profile;
  const zone = useTimeZone();
  return (
    <Card variant="outlined" component="li" data-testid="won-prize" data-status={prize.status}>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 700 }}>{prize.name}</Typography>
              <Chip size="small" color={statusColors[prize.status]} label={t.statuses[prize.status]} data-testid="won-prize-status" />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {formatUsd(prize.value, { whole: true })} · {p.prizeTypes[prize.type]} · {p.wonOn(formatDay(prize.wonDate, zone))}
            </Typography>
            <Typography variant="body2">{prize.description}</Typography>
            {prize.status === 'pending' && (
              <Typography variant="body2" color="warning.main" data-testid="won-prize-deadline">
                {t.deadline(formatDateTime(prize.claimDeadline, zone))}
              </Typography>
            )}
            <Link component={RouterLink} to={generatePath(clientRoutes.drawProof, { drawId: prize.drawId })} variant="body2">
              {p.proof}
            </Link>
          </Stack>
          {prize.status === 'pending' && (
            <Button variant="contained" onClick={onClaim} sx={{ flexShrink: 0 }} data-testid="claim-prize">
              {t.claimPrize}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Prize History (spec §2): every prize won, newest first, with a Claim Prize button on the pending ones. */
export function PrizeHistory({ prizes }: { prizes: readonly WonPrize[] }) {
  const [claiming, setClaiming] = useState<WonPrize | null>(null);
  if (prizes.length === 0) return <EmptyState card={false} text={profileTexts.profile.noPrizes} />;
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {prizes.map((prize) => (
          <WonPrizeRow key={prize.id} prize={prize} onClaim={() => setClaiming(prize)} />
        ))}
      </Stack>
      {claiming && <ClaimDialog prize={claiming} onClose={() => setClaiming(null)} />}
    </>
  );
}
