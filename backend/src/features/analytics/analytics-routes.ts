import type { Readable } from 'node:stream';
import Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import {
  EXPORTS_PER_ADMIN,
  EXPORT_WRITE_STALL_MS,
  addDays,
  ANALYTICS_TIME_ZONE,
  startOfLocalDay,
  analyticsDay,
  apiRoutes,
  exportFileName,
  monthRange,
  REPORTING_CURRENCY,
  texts,
  type DateRangeQuery,
  type ExportKind,
} from '@fr/contracts';
import {
  challengeAnalytics,
  coinAnalytics,
  ledgerExportCsv,
  monthlyStatement,
  monthPaymentMovements,
  overview,
  paymentsList,
  platformAnalytics,
  liveChallenges,
  realtimeAnalytics,
  revenueAnalytics,
  type DayRange,
} from '@fr/projections';
import { contractRoute } from '../../platform/http/contract-route';
import type { AdminSession } from '../../platform/http/admin-session';
import type { FeatureContext } from '../../feature';
import { cutOffWhenStalled, exportSlots } from './export-guard';
import { describePeople } from '../admin';
import { paymentProviderOf, PaymentProviderUnavailableError } from '../bank';
import { reconcileWithProvider } from './provider-reconciliation';
import { paymentsCsv, platformsCsv, revenueCsv, statementCsv } from './exports';
import { generateMetricsJobId, type AnalyticsJobs } from './metrics-job';

/** Ours: how long POST /api/admin/generate-metrics waits for the job (it writes at most 90 rows). */
const GENERATE_METRICS_WAIT_MS = 30_000;

/**
 * Sends a CSV as a download named by its kind and range (`revenue_2026-10-01_2026-10-31.csv`). Koa streams a Readable
 * body as it is read, so the rows flow from the database cursor to the client; the contract types the body as the
 * text it becomes.
 */
function download(ctx: ParameterizedContext, kind: ExportKind, range: DayRange, csv: Readable): string {
  ctx.attachment(exportFileName(kind, range));
  ctx.type = 'text/csv; charset=utf-8';
  return csv as unknown as string;
}

/** The admin analytics, realtime panel, metrics generation and the finance exports (spec §7, issue 11). */
export function analyticsRoutes(services: FeatureContext<AnalyticsJobs>): Router {
  const router = new Router();
  const { pool } = services;
  const today = () => analyticsDay(services.now());
  const rangeOf = (query: DateRangeQuery): DayRange => ({ from: query.from ?? null, to: query.to ?? today() });

  contractRoute(router, apiRoutes.adminOverview, () => overview(pool, today()));
  contractRoute(router, apiRoutes.adminPlatformAnalytics, ({ query }) => platformAnalytics(pool, rangeOf(query)));
  contractRoute(router, apiRoutes.adminRevenueAnalytics, ({ query }) => revenueAnalytics(pool, rangeOf(query)));
  contractRoute(router, apiRoutes.adminChallengeAnalytics, async () => challengeAnalytics(pool, await liveChallenges(pool)));
  contractRoute(router, apiRoutes.adminCoinAnalytics, ({ query }) => coinAnalytics(pool, rangeOf(query)));
  contractRoute(router, apiRoutes.realtimeAnalytics, () => realtimeAnalytics(pool, services.now(), today()));
  contractRoute(router, apiRoutes.generateMetrics, async () => {
    const yesterday = addDays(today(), -1);
    const result = await services.jobs.enqueueAndWait(
      'generate-metrics',
      {},
      { jobId: generateMetricsJobId(yesterday), timeoutMs: GENERATE_METRICS_WAIT_MS },
    );
    return { success: true, message: texts.server.metricsGenerated, ...result };
  });
  // An export holds a connection and a transaction while it downloads: a few at a time per admin, cut off when its
  // client stops reading, and (on PostgreSQL) bounded by the server's own timeouts.
  const slots = exportSlots(EXPORTS_PER_ADMIN);
  const cursor = { serverTimeouts: services.config.database.kind !== 'pglite' };
  const guarded = (ctx: ParameterizedContext, admin: AdminSession, kind: ExportKind, range: DayRange, csvOf: () => Readable) => {
    const slot = slots.take(admin.adminId);
    const csv = csvOf();
    csv.once('close', slot.release);
    cutOffWhenStalled(ctx.res, EXPORT_WRITE_STALL_MS);
    return download(ctx, kind, range, csv);
  };
  contractRoute(router, apiRoutes.exportRevenue, async ({ ctx, admin, query }) =>
    guarded(ctx, admin, 'revenue', rangeOf(query), () => revenueCsv(pool, rangeOf(query), cursor)),
  );
  contractRoute(router, apiRoutes.exportPlatforms, async ({ ctx, admin, query }) =>
    guarded(ctx, admin, 'platforms', rangeOf(query), () => platformsCsv(pool, rangeOf(query), cursor)),
  );
  contractRoute(router, apiRoutes.exportLedger, async ({ ctx, admin, query }) =>
    guarded(ctx, admin, 'ledger', query, () => ledgerExportCsv(pool, query)),
  );
  contractRoute(router, apiRoutes.exportPayments, async ({ ctx, admin, query }) =>
    guarded(ctx, admin, 'payments', rangeOf(query), () => paymentsCsv(pool, rangeOf(query), query.status, cursor)),
  );
  contractRoute(router, apiRoutes.adminPayments, async ({ query }) => {
    const { payments, truncated } = await paymentsList(pool, rangeOf(query), query.status);
    const people = await describePeople(
      pool,
      payments.map((p) => p.userId),
    );
    return {
      truncated,
      payments: payments.map(({ userId, username: _username, email: _email, ...p }) => ({
        ...p,
        player: people.get(userId) ?? { id: userId, kind: 'erased' as const, name: userId, email: null },
        currency: REPORTING_CURRENCY,
      })),
    };
  });
  const payments = paymentProviderOf(services);
  /** The provider's side of the month; a provider that cannot answer is said in words, the ledger checks still stand. */
  const providerSection = async (month: string) => {
    const { from, to } = monthRange(month);
    try {
      const [theirs, ours] = await Promise.all([
        payments.balanceTransactions({
          from: startOfLocalDay(from, ANALYTICS_TIME_ZONE),
          to: startOfLocalDay(addDays(to, 1), ANALYTICS_TIME_ZONE),
        }),
        monthPaymentMovements(pool, month),
      ]);
      return { unavailable: null, lines: reconcileWithProvider(ours, theirs) };
    } catch (error) {
      if (error instanceof PaymentProviderUnavailableError) return { unavailable: texts.server.providerCheck.unavailable, lines: [] };
      throw error;
    }
  };
  const statementOf = async (month: string) => {
    const [figures, provider] = await Promise.all([monthlyStatement(pool, month), providerSection(month)]);
    return { ...figures, currency: REPORTING_CURRENCY, provider };
  };
  contractRoute(router, apiRoutes.financeStatement, ({ query }) => statementOf(query.month));
  contractRoute(router, apiRoutes.exportStatement, async ({ ctx, query }) => {
    const csv = statementCsv(await statementOf(query.month));
    return download(ctx, 'statement', monthRange(query.month), csv);
  });
  return router;
}
