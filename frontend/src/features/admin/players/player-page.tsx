import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { roleMayCall, type AdminRole } from '@fr/contracts/admin';
import { apiRoutes } from '@fr/contracts/api-routes';
import type { Player360Response } from '@fr/contracts/player-360';
import { useGetPlayer360Query } from '../../../api/admin-players';
import { FactRow } from '../../../components/fact-row';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { browserTimeZone, formatCents, formatCoins, formatDateTime, formatNumber } from '../../../lib/format';
import { AdjustCoinsButton, RefundPurchaseButton } from '../adjustments';
import { PersonLabel } from '../components/person-label';
import { FactsTable } from './facts-table';
import { PlayerActions } from './player-actions';
import { player360Texts } from '@fr/contracts/player-360';
import { prizesTexts } from '@fr/contracts/prizes';
import { rafflesTexts } from '@fr/contracts/raffles';

const t = player360Texts.player360;

/** The player 360 (issue 23 item 3): every area of one player on one page; the admin role's actions, none for the others. */
export function PlayerPage({ role }: { role: AdminRole }) {
  const { userId = '' } = useParams();
  const query = useGetPlayer360Query(userId);
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to=".." relative="path">
          {t.backToSearch}
        </Button>
      </Box>
      <QueryState query={query} failed={t.loadFailed}>
        {(data) => <PlayerView data={data} role={role} onChanged={() => void query.refetch()} />}
      </QueryState>
    </Stack>
  );
}

function PlayerView({ data, role, onChanged }: { data: Player360Response; role: AdminRole; onChanged: () => void }) {
  const zone = browserTimeZone();
  const at = (iso: string) => formatDateTime(iso, zone);
  const { player } = data;
  const mayAct = roleMayCall(apiRoutes.adminSignOutEverywhere, role);
  return (
    <Stack spacing={2}>
      <PageHeader
        title={player.username}
        subtitle={player.email}
        actions={
          <PersonLabel person={{ id: player.userId, kind: 'player', name: player.username, email: player.email }} showEmail={false} />
        }
      />
      <SectionCard title={t.sections.account} testId="player-account">
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" color={player.locked ? 'error' : 'success'} label={player.locked ? t.locked : t.active} />
          <Chip size="small" variant="outlined" label={player.emailVerified ? t.verified : t.notVerified} />
        </Stack>
        <FactRow label={t.registered} value={at(player.registeredAt)} />
        {player.locked && <FactRow label={t.lockReason} value={player.lockReason ?? ''} />}
        {player.lockedAt && <FactRow label={t.lockedAt} value={at(player.lockedAt)} />}
        {mayAct ? (
          <PlayerActions player={player} onChanged={onChanged} />
        ) : (
          <Typography color="text.secondary">{t.actions.readOnly}</Typography>
        )}
      </SectionCard>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SectionCard
          title={t.sections.balance}
          testId="player-balance"
          action={mayAct && <AdjustCoinsButton userId={player.userId} username={player.username} />}
        >
          <FactRow label={t.balance.total} value={formatCoins(data.balance.total)} />
          <FactRow label={t.balance.earned} value={formatCoins(data.balance.earned)} />
          <FactRow label={t.balance.purchased} value={formatCoins(data.balance.purchased)} />
        </SectionCard>
        <SectionCard title={t.sections.limits} testId="player-limits">
          <FactRow
            label={t.limits.monthlyLimit}
            value={data.limits.monthlyPurchaseLimitUsd === null ? t.limits.noLimit : formatCents(data.limits.monthlyPurchaseLimitUsd * 100)}
          />
          {data.limits.pendingLimit && (
            <FactRow
              label={t.limits.pending}
              value={`${data.limits.pendingLimit.monthlyLimitUsd === null ? t.limits.noLimit : formatCents(data.limits.pendingLimit.monthlyLimitUsd * 100)} · ${at(data.limits.pendingLimit.effectiveAt)}`}
            />
          )}
          <FactRow label={t.limits.purchasedThisMonth} value={formatCents(Math.round(data.limits.purchasedThisMonthUsd * 100))} />
          <FactRow
            label={t.limits.selfExcludedUntil}
            value={data.limits.selfExcludedUntil ? at(data.limits.selfExcludedUntil) : t.limits.notExcluded}
          />
        </SectionCard>
        <SectionCard title={t.sections.eligibility} testId="player-eligibility">
          {data.eligibility ? (
            <>
              <FactRow label={t.eligibility.state} value={data.eligibility.state} />
              <FactRow label={t.eligibility.ageBand} value={t.eligibility.bands[data.eligibility.ageBand]} />
              <FactRow label={t.eligibility.declaredAt} value={at(data.eligibility.declaredAt)} />
              {(
                [
                  [t.eligibility.raffle, data.eligibility.raffle],
                  [t.eligibility.adultOffer, data.eligibility.adultOffer],
                ] as const
              ).map(([label, status]) => (
                <FactRow
                  key={label}
                  label={label}
                  value={status.eligible ? t.eligibility.eligible : `${t.eligibility.notEligible}: ${status.reason ?? ''}`}
                />
              ))}
            </>
          ) : (
            <Typography color="text.secondary">{t.eligibility.none}</Typography>
          )}
        </SectionCard>
        <SectionCard title={t.sections.sessions} testId="player-sessions">
          <FactsTable
            label={t.sections.sessions}
            columns={[t.sessions.device, t.sessions.network, t.sessions.signedIn, t.sessions.lastSeen]}
            empty={t.sessions.empty}
            rows={data.sessions.map((s) => ({
              key: s.sessionId,
              cells: [`${s.browser} · ${s.os}`, s.network, at(s.signedInAt), at(s.lastSeenAt)],
            }))}
          />
        </SectionCard>
      </Box>
      <SectionCard title={t.sections.purchases} testId="player-purchases">
        <FactsTable
          label={t.sections.purchases}
          columns={[t.purchases.when, t.purchases.coins, t.purchases.price, t.purchases.provider, t.purchases.reference, '']}
          empty={t.purchases.empty}
          rows={data.purchases.map((p) => ({
            key: p.purchaseId,
            cells: [
              at(p.completedAt),
              formatCoins(p.coins + p.bonus),
              formatCents(p.priceCents),
              p.testMode ? `${p.provider} (${t.purchases.testMode})` : p.provider,
              p.paymentRef ?? t.purchases.noReference,
              mayAct && <RefundPurchaseButton userId={player.userId} purchaseId={p.purchaseId} />,
            ],
          }))}
        />
      </SectionCard>
      <SectionCard title={t.sections.teams} testId="player-teams">
        <FactsTable
          label={t.sections.teams}
          columns={[t.teams.sport, t.teams.name, t.teams.league, t.teams.week, t.teams.score, t.teams.projection]}
          empty={t.teams.empty}
          rows={data.teams.map((team) => ({
            key: team.id,
            cells: [team.sport, team.name, team.league, team.week, formatNumber(team.currentPoints), formatNumber(team.projectedPoints)],
          }))}
        />
      </SectionCard>
      <SectionCard title={t.sections.tickets} testId="player-tickets">
        <Typography variant="subtitle2">{t.tickets.earned}</Typography>
        <FactsTable
          label={t.tickets.earned}
          columns={[t.tickets.tier, t.tickets.final, t.tickets.provisional]}
          empty={t.tickets.empty}
          rows={data.tickets.earned.map((row) => ({
            key: row.tier,
            cells: [rafflesTexts.raffles.tiers[row.tier], formatNumber(row.final), formatNumber(row.provisional)],
          }))}
        />
        <Typography variant="subtitle2">{t.tickets.used}</Typography>
        <FactsTable
          label={t.tickets.used}
          columns={[t.tickets.raffle, t.tickets.earnedTickets, t.tickets.freeTickets]}
          empty={t.tickets.noEntries}
          rows={data.tickets.entered.map((row) => ({
            key: row.raffleId,
            cells: [row.raffleName, formatNumber(row.earned), formatNumber(row.free)],
          }))}
        />
      </SectionCard>
      <SectionCard title={t.sections.entries} testId="player-entries">
        {data.entriesTotal > data.entries.length && (
          <Typography color="text.secondary">{t.entries.total(data.entries.length, data.entriesTotal)}</Typography>
        )}
        <FactsTable
          label={t.sections.entries}
          columns={[t.entries.raffle, t.entries.tickets, t.entries.added, t.entries.closes, t.entries.outcome, t.entries.prize]}
          empty={t.entries.empty}
          rows={data.entries.map((e) => ({
            key: `${e.drawId}:${e.source}:${e.addedAt}`,
            cells: [
              e.raffleName,
              formatNumber(e.tickets),
              at(e.addedAt),
              at(e.closesAt),
              rafflesTexts.myEntries.outcomes[e.outcome],
              e.prize,
            ],
          }))}
        />
      </SectionCard>
      <SectionCard title={t.sections.prizes} testId="player-prizes">
        <FactsTable
          label={t.sections.prizes}
          columns={[t.prizes.prize, t.prizes.value, t.prizes.state, t.prizes.won, t.prizes.deadline]}
          empty={t.prizes.empty}
          rows={data.prizes.map((p) => ({
            key: p.id,
            cells: [p.name, formatCents(p.value * 100), prizesTexts.claim.statuses[p.status], at(p.wonDate), at(p.claimDeadline)],
          }))}
        />
      </SectionCard>
      <SectionCard title={t.sections.notifications} testId="player-notifications">
        <FactsTable
          label={t.sections.notifications}
          columns={[t.ledger.when, t.sections.notifications, '']}
          empty={t.notifications.empty}
          rows={data.notifications.map((n) => ({
            key: n.id,
            cells: [at(n.at), n.message, n.read ? t.notifications.read : t.notifications.unread],
          }))}
        />
      </SectionCard>
      <SectionCard
        title={t.sections.ledger}
        testId="player-ledger"
        action={
          <Link component={RouterLink} to={data.ledger.explorerLink}>
            {t.ledger.open}
          </Link>
        }
      >
        <FactsTable
          label={t.sections.ledger}
          columns={[t.ledger.when, t.ledger.type, t.ledger.coins]}
          empty={t.ledger.empty}
          rows={data.ledger.events.map((e) => ({
            key: e.eventId,
            cells: [at(e.recordedAt), e.type, e.coins ? formatCoins(e.coins.amount) : ''],
          }))}
        />
      </SectionCard>
    </Stack>
  );
}
