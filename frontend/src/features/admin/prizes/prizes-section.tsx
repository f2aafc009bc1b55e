import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { roleMayCall, type AdminRole } from '@fr/contracts/admin';
import { apiPaths } from '@fr/contracts/api-paths';
import { apiRoutes } from '@fr/contracts/api-routes';
import {
  MIN_FORFEIT_REASON_LENGTH,
  fulfilmentStates,
  prizeFulfilmentTexts,
  winnerContactTemplates,
  type FulfilmentPrize,
  type FulfilmentState,
  type WinnerContactTemplate,
} from '@fr/contracts/prizes';
import { raffleSports, type RaffleSport } from '@fr/contracts/raffles';
import { DetailDialog } from '../../../components/detail-dialog';
import { FactRow } from '../../../components/fact-row';
import { QueryState } from '../../../components/query-state';
import {
  useContactWinnerMutation,
  useForfeitPrizeByAdminMutation,
  useGetFulfilmentDetailQuery,
  useGetFulfilmentQueueQuery,
  useMarkPrizeCashPaidMutation,
  useMarkPrizeDeliveredMutation,
  useMarkPrizeShippedMutation,
} from '../../../api/prize-fulfilment';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { browserTimeZone, formatDateTime, formatUsd } from '../../../lib/format';
import { PersonLabel } from '../components/person-label';

const t = prizeFulfilmentTexts;
const stateColor = {
  won: 'warning',
  claimed: 'info',
  shipped: 'primary',
  delivered: 'success',
  paid: 'success',
  forfeited: 'default',
} as const;

const eligibilityText = (prize: FulfilmentPrize) =>
  !prize.eligibility.declared ? t.eligibility.notDeclared : prize.eligibility.eligible ? t.eligibility.eligible : t.eligibility.notEligible;

/** One action on a prize: the fields it needs, then its button. */
function ActionRow({
  label,
  disabled,
  onClick,
  variant = 'contained',
  color = 'primary',
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  variant?: 'contained' | 'text';
  color?: 'primary' | 'error';
  children?: ReactNode;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      {children}
      <Button variant={variant} color={color} disabled={disabled} onClick={onClick} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
        {label}
      </Button>
    </Stack>
  );
}

/** The admin's actions on one prize, each allowed only where its state lets it go on. */
function PrizeActions({ prize }: { prize: FulfilmentPrize }) {
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [template, setTemplate] = useState<WinnerContactTemplate>('claim_reminder');
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [ship, shipping] = useMarkPrizeShippedMutation();
  const [deliver, delivering] = useMarkPrizeDeliveredMutation();
  const [pay, paying] = useMarkPrizeCashPaidMutation();
  const [forfeit, forfeiting] = useForfeitPrizeByAdminMutation();
  const [contact, contacting] = useContactWinnerMutation();
  const { awardId, state } = prize;
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      setOutcome({ severity: 'success', text: done });
    } catch (error) {
      setOutcome({ severity: 'error', text: serverMessage(error, errorMessage(error)) });
    }
  };
  const sendable = prize.prizeType !== 'cash';
  return (
    <Stack spacing={2}>
      {state === 'claimed' && sendable && (
        <ActionRow
          label={t.actions.ship}
          disabled={shipping.isLoading || !carrier.trim() || !tracking.trim()}
          onClick={() => void act(() => ship({ awardId, carrier, trackingNumber: tracking }).unwrap(), t.actions.done)}
        >
          <TextField size="small" label={t.actions.carrier} value={carrier} onChange={(e) => setCarrier(e.target.value)} />
          <TextField size="small" label={t.actions.trackingNumber} value={tracking} onChange={(e) => setTracking(e.target.value)} />
        </ActionRow>
      )}
      {state === 'shipped' && (
        <ActionRow
          label={t.actions.deliver}
          disabled={delivering.isLoading}
          onClick={() => void act(() => deliver({ awardId }).unwrap(), t.actions.done)}
        />
      )}
      {state === 'claimed' && !sendable && (
        <ActionRow
          label={t.actions.pay}
          disabled={paying.isLoading || !reference.trim()}
          onClick={() => void act(() => pay({ awardId, paymentReference: reference }).unwrap(), t.actions.done)}
        >
          <TextField size="small" label={t.actions.paymentReference} value={reference} onChange={(e) => setReference(e.target.value)} />
        </ActionRow>
      )}
      {state !== 'forfeited' && (
        <ActionRow
          label={t.actions.contact}
          variant="text"
          disabled={contacting.isLoading}
          onClick={() => void act(() => contact({ awardId, template, contactId: crypto.randomUUID() }).unwrap(), t.actions.sent)}
        >
          <TextField
            select
            size="small"
            label={t.actions.template}
            value={template}
            onChange={(e) => setTemplate(e.target.value as WinnerContactTemplate)}
            sx={{ minWidth: 220 }}
          >
            {winnerContactTemplates.map((name) => (
              <MenuItem key={name} value={name}>
                {t.templates[name]}
              </MenuItem>
            ))}
          </TextField>
        </ActionRow>
      )}
      {(state === 'won' || state === 'claimed') && (
        <ActionRow
          label={t.actions.forfeit}
          variant="text"
          color="error"
          disabled={forfeiting.isLoading || reason.trim().length < MIN_FORFEIT_REASON_LENGTH}
          onClick={() => void act(() => forfeit({ awardId, reason }).unwrap(), t.actions.done)}
        >
          <TextField
            size="small"
            label={t.actions.forfeitReason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            helperText={t.actions.forfeitConfirm}
          />
        </ActionRow>
      )}
      {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
    </Stack>
  );
}

/** One prize: its facts, the address (admins only), its history, and the admin's actions. */
function PrizeDetail({ awardId, role }: { awardId: string; role: AdminRole }) {
  const detail = useGetFulfilmentDetailQuery(awardId);
  const zone = browserTimeZone();
  const mayAct = roleMayCall(apiRoutes.markPrizeShipped, role);
  return (
    <QueryState query={detail}>
      {({ prize, shippingAddress, history }) => (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {t.facts.winner}
            </Typography>
            <PersonLabel person={prize.winner} />
          </Stack>
          <FactRow label={t.facts.state} value={t.states[prize.state]} />
          <FactRow label={t.facts.value} value={`${formatUsd(prize.value, { whole: true })} ${prize.currency}`} />
          <FactRow label={t.facts.won} value={formatDateTime(prize.wonAt, zone)} />
          <FactRow label={t.facts.deadline} value={formatDateTime(prize.claimDeadline, zone)} />
          {prize.claimedAt && <FactRow label={t.facts.claimed} value={formatDateTime(prize.claimedAt, zone)} />}
          <FactRow label={t.facts.eligibility} value={eligibilityText(prize)} />
          <FactRow label={t.facts.taxForm} value={t.taxForm[prize.taxForm]} />
          {prize.carrier && prize.trackingNumber && (
            <FactRow label={t.facts.tracking} value={t.historyDetail.shipped(prize.carrier, prize.trackingNumber)} />
          )}
          {prize.paymentReference && <FactRow label={t.facts.payment} value={prize.paymentReference} />}
          {prize.prizeType !== 'cash' && (
            <FactRow
              label={t.facts.address}
              value={
                shippingAddress
                  ? [
                      shippingAddress.name,
                      shippingAddress.line1,
                      shippingAddress.line2,
                      shippingAddress.city,
                      shippingAddress.state,
                      shippingAddress.postalCode,
                    ]
                      .filter(Boolean)
                      .join(', ')
                  : mayAct
                    ? t.facts.noAddress
                    : t.facts.addressHidden
              }
            />
          )}
          <Link href={prize.proofUrl} target="_blank" rel="noopener">
            {t.facts.proofLink}
          </Link>
          <Typography variant="subtitle2">{t.historyTitle}</Typography>
          <Stack spacing={0.5} data-testid="prize-history">
            {history.map((entry) => (
              <Stack key={`${entry.kind}${entry.at}`} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2">{formatDateTime(entry.at, zone)}</Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t.history[entry.kind]}
                </Typography>
                <PersonLabel person={entry.by} showEmail={false} />
                {entry.detail && <Typography variant="body2">{entry.detail}</Typography>}
              </Stack>
            ))}
          </Stack>
          {mayAct && <PrizeActions prize={prize} />}
        </Stack>
      )}
    </QueryState>
  );
}

/** Issue 23: won prizes to claim, ship, deliver or pay, with filters, a detail per prize and the winners export. */
export function PrizesSection({ role }: { role: AdminRole }) {
  const [state, setState] = useState<FulfilmentState | ''>('');
  const [sport, setSport] = useState<RaffleSport | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const queue = useGetFulfilmentQueueQuery({
    ...(state && { state }),
    ...(sport && { sport }),
    ...(from && { from }),
    ...(to && { to }),
  });
  const open = queue.data?.prizes.find((p) => p.awardId === openId) ?? null;
  const zone = browserTimeZone();
  const mayExport = roleMayCall(apiRoutes.exportPrizeWinners, role) && from && to;
  return (
    <Stack spacing={2}>
      <Typography variant="h6">{t.title}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t.subtitle}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          size="small"
          label={t.filters.state}
          value={state}
          onChange={(e) => setState(e.target.value as FulfilmentState | '')}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t.filters.anyState}</MenuItem>
          {fulfilmentStates.map((s) => (
            <MenuItem key={s} value={s}>
              {t.states[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t.filters.sport}
          value={sport}
          onChange={(e) => setSport(e.target.value as RaffleSport | '')}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{t.filters.anySport}</MenuItem>
          {raffleSports.map((s) => (
            <MenuItem key={s} value={s}>
              {s.toUpperCase()}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label={t.filters.from}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={t.filters.to}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {mayExport && <Button href={`${apiPaths.exportPrizeWinners}?from=${from}&to=${to}`}>{t.exportCsv}</Button>}
      </Stack>
      <QueryState query={queue} isEmpty={(data) => data.prizes.length === 0} emptyText={t.empty}>
        {({ prizes }) => (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t.columns.winner}</TableCell>
                <TableCell>{t.columns.prize}</TableCell>
                <TableCell>{t.columns.value}</TableCell>
                <TableCell>{t.columns.state}</TableCell>
                <TableCell>{t.columns.deadline}</TableCell>
                <TableCell>{t.columns.taxForm}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {prizes.map((prize) => (
                <TableRow key={prize.awardId} data-testid="prize-row">
                  <TableCell>
                    <PersonLabel person={prize.winner} />
                  </TableCell>
                  <TableCell>{prize.prizeName}</TableCell>
                  <TableCell>{formatUsd(prize.value, { whole: true })}</TableCell>
                  <TableCell>
                    <Chip size="small" label={t.states[prize.state]} color={stateColor[prize.state]} />
                  </TableCell>
                  <TableCell>{formatDateTime(prize.claimDeadline, zone)}</TableCell>
                  <TableCell>{t.taxForm[prize.taxForm]}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setOpenId(prize.awardId)}>
                      {t.open}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
      <DetailDialog
        item={open}
        id="prize-fulfilment-title"
        title={(item) => t.detailTitle(item.prizeName)}
        closeLabel={t.actions.cancel}
        onClose={() => setOpenId(null)}
      >
        {(item) => <PrizeDetail awardId={item.awardId} role={role} />}
      </DetailDialog>
    </Stack>
  );
}
