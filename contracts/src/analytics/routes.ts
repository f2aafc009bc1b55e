import type { RouteContract } from '../http/route-contract';
import {
  challengeAnalyticsResponseSchema,
  coinAnalyticsSchema,
  csvResponseSchema,
  dateRangeQuerySchema,
  generateMetricsResponseSchema,
  ledgerExportQuerySchema,
  overviewSchema,
  platformAnalyticsResponseSchema,
  realtimeAnalyticsSchema,
  revenueAnalyticsSchema,
} from './schemas';

const everyRole = ['admin', 'finance', 'auditor'] as const;
/** Issue 11: finance sees revenue, coins and exports; the auditor reads everything; only admins generate metrics. */
const readers = ['admin', 'auditor'] as const;

/**
 * The admin analytics routes of spec §7. Ours: the optional `from`/`to` range (New York days) on the sections and
 * exports, so an export's totals can be checked against the analytics of the same range, and the ledger export.
 */
export const analyticsRoutes = {
  adminOverview: {
    method: 'get',
    path: '/api/admin/dashboard/overview',
    summary: "Today's users, sign-ups, activity and clicks with growth against yesterday, 7 days of sign-ups, top platforms, the funnel",
    auth: 'admin',
    adminRoles: readers,
    response: overviewSchema,
  },
  adminPlatformAnalytics: {
    method: 'get',
    path: '/api/admin/analytics/platforms',
    summary: 'Clicks, conversions and revenue per click per affiliate platform',
    auth: 'admin',
    adminRoles: readers,
    query: dateRangeQuerySchema,
    response: platformAnalyticsResponseSchema,
  },
  adminRevenueAnalytics: {
    method: 'get',
    path: '/api/admin/analytics/revenue',
    summary: 'Revenue in cents: coin purchases net of reversals, affiliate commissions, growth and top sources',
    auth: 'admin',
    adminRoles: everyRole,
    query: dateRangeQuerySchema,
    response: revenueAnalyticsSchema,
  },
  adminChallengeAnalytics: {
    method: 'get',
    path: '/api/admin/analytics/challenges',
    summary: 'Completions of the first 8 challenges over the number of players',
    auth: 'admin',
    adminRoles: readers,
    response: challengeAnalyticsResponseSchema,
  },
  adminCoinAnalytics: {
    method: 'get',
    path: '/api/admin/analytics/coins',
    summary: 'Coins earned and spent in the range, and held by players at its end (the ledger sums)',
    auth: 'admin',
    adminRoles: everyRole,
    query: dateRangeQuerySchema,
    response: coinAnalyticsSchema,
  },
  realtimeAnalytics: {
    method: 'get',
    path: '/api/analytics/realtime',
    summary: 'Players active in the last 5 minutes and today, sign-ups today',
    auth: 'admin',
    adminRoles: readers,
    response: realtimeAnalyticsSchema,
  },
  generateMetrics: {
    method: 'post',
    path: '/api/admin/generate-metrics',
    summary: "Snapshot yesterday's figures (and any missing day) now instead of at 00:05 New York time; once per day",
    auth: 'admin',
    adminRoles: ['admin'],
    response: generateMetricsResponseSchema,
  },
  exportRevenue: {
    method: 'get',
    path: '/api/admin/export/revenue',
    summary: 'Every revenue movement (coin packages paid, refunds and disputes) as revenue_export.csv, amounts in cents',
    auth: 'admin',
    adminRoles: everyRole,
    query: dateRangeQuerySchema,
    produces: 'text/csv',
    response: csvResponseSchema,
  },
  exportPlatforms: {
    method: 'get',
    path: '/api/admin/export/platforms',
    summary: 'Clicks, conversions and commissions per day and platform as platforms_export.csv',
    auth: 'admin',
    adminRoles: everyRole,
    query: dateRangeQuerySchema,
    produces: 'text/csv',
    response: csvResponseSchema,
  },
  exportLedger: {
    method: 'get',
    path: '/api/admin/export/ledger',
    summary: 'Every coin movement of the range with its cause, lot and balance after, as ledger_export.csv',
    auth: 'admin',
    adminRoles: everyRole,
    query: ledgerExportQuerySchema,
    produces: 'text/csv',
    response: csvResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
