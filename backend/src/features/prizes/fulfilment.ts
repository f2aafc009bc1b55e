import {
  TAX_DETAILS_THRESHOLD_USD,
  clientRoutes,
  eligibilityAt,
  playerStream,
  prizeFulfilmentTexts,
  texts,
  type AdminRole,
  type FulfilmentDetailResponse,
  type FulfilmentHistoryEntry,
  type FulfilmentPrize,
} from '@fr/contracts';
import { eligibilityDeclarationsOf, fulfilmentPrize, type FulfilmentRow } from '@fr/projections';
import { AppError } from '../../platform/errors';
import type { AppServices } from '../../services';
import type { TokenCipher } from '../../platform/token-cipher';
import { describePeople } from '../admin';
import { shippingAddressesOf } from './shipping-address-store';

type Services = Pick<AppServices, 'pool' | 'store' | 'now'>;

const proofUrl = (drawId: string) => clientRoutes.drawProof.replace(':drawId', encodeURIComponent(drawId));

/** The queue's rows with their winners by name, eligibility as declared today and tax-form status (never the tax id). */
export async function describeFulfilment(services: Services, rows: readonly FulfilmentRow[]): Promise<FulfilmentPrize[]> {
  const userIds = rows.map((r) => r.userId);
  const [people, declarations] = await Promise.all([
    describePeople(services.pool, userIds),
    eligibilityDeclarationsOf(services.pool, userIds),
  ]);
  const now = services.now();
  return rows.map((r) => {
    const declaration = declarations.get(r.userId);
    const taxForm = r.value < TAX_DETAILS_THRESHOLD_USD ? 'not_needed' : r.taxDetailsOnFile ? 'complete' : 'missing';
    return {
      awardId: r.awardId,
      state: r.state,
      winner: people.get(r.userId)!,
      prizeName: r.name,
      prizeType: r.type,
      value: r.value,
      currency: 'USD',
      raffleId: r.raffleId,
      drawId: r.drawId,
      wonAt: r.wonAt,
      claimDeadline: r.claimDeadline,
      claimedAt: r.claimedAt,
      eligibility: {
        declared: declaration !== undefined,
        eligible: declaration ? eligibilityAt(declaration, now, 'raffle').eligible : false,
      },
      taxForm,
      carrier: r.carrier,
      trackingNumber: r.trackingNumber,
      shippedAt: r.shippedAt,
      deliveredAt: r.deliveredAt,
      paymentReference: r.paymentReference,
      paidAt: r.paidAt,
      forfeitedAt: r.forfeitedAt,
      proofUrl: proofUrl(r.drawId),
    };
  });
}

interface HistoryLine {
  kind: FulfilmentHistoryEntry['kind'];
  at: string;
  by: string;
  detail: string | null;
}

const t = prizeFulfilmentTexts.historyDetail;

/** What the winner's stream recorded about one prize, oldest first, with who did it. */
async function historyOf(services: Services, userId: string, awardId: string): Promise<HistoryLine[]> {
  const lines: HistoryLine[] = [];
  for (const event of await services.store.read(playerStream(userId))) {
    const d = event.data as Record<string, string | undefined>;
    if (d.awardId !== awardId) continue;
    const line = (kind: HistoryLine['kind'], at: string | undefined, by: string | undefined, detail: string | null = null) =>
      lines.push({ kind, at: at ?? event.recordedAt, by: by ?? userId, detail });
    switch (event.type) {
      case 'PrizeWon':
        line('won', d.wonAt, t.draw);
        break;
      case 'PrizeClaimed':
        line('claimed', d.claimedAt, userId);
        break;
      case 'PrizeRedeemed':
        line('redeemed', d.redeemedAt, userId);
        break;
      case 'PrizeShipped':
        line('shipped', d.shippedAt, d.adminId, t.shipped(d.carrier ?? '', d.trackingNumber ?? ''));
        break;
      case 'PrizeDelivered':
        line('delivered', d.deliveredAt, d.adminId);
        break;
      case 'PrizeCashPaid':
        line('paid', d.paidAt, d.adminId, d.paymentReference ?? null);
        break;
      case 'PrizeForfeited':
        line('forfeited', d.forfeitedAt, d.adminId ?? t.expiryJob, d.note ?? t.deadlinePassed);
        break;
      case 'PrizeWinnerContacted':
        line('contacted', d.sentAt, d.adminId, prizeFulfilmentTexts.templates[d.template as keyof typeof prizeFulfilmentTexts.templates]);
        break;
    }
  }
  return lines;
}

/** One prize for the console: the shipping address opened for admins only (finance and the auditor see none). */
export async function fulfilmentDetail(
  services: Services,
  cipher: TokenCipher,
  awardId: string,
  role: AdminRole,
): Promise<FulfilmentDetailResponse> {
  const row = await fulfilmentPrize(services.pool, awardId);
  if (!row) throw new AppError('not_found', texts.server.prizeNotFound);
  const [[prize], lines] = await Promise.all([describeFulfilment(services, [row]), historyOf(services, row.userId, awardId)]);
  const people = await describePeople(
    services.pool,
    lines.map((l) => l.by),
  );
  const address =
    role === 'admin'
      ? ((await shippingAddressesOf(services.pool, cipher, row.userId)).filter((a) => a.awardId === awardId).at(-1)?.address ?? null)
      : null;
  return {
    prize: prize!,
    shippingAddress: address,
    history: lines.map((l) => ({ kind: l.kind, at: l.at, by: people.get(l.by)!, detail: l.detail })),
  };
}
