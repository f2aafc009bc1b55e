import { apiPaths } from '@fr/contracts/api-paths';
import { apiRoutes } from '@fr/contracts/api-routes';
import {
  adminPaymentsResponseSchema,
  analyticsDay,
  challengeAnalyticsResponseSchema,
  coinAnalyticsSchema,
  exportFileName,
  monthlyStatementSchema,
  generateMetricsResponseSchema,
  overviewSchema,
  platformAnalyticsResponseSchema,
  realtimeAnalyticsSchema,
  revenueAnalyticsSchema,
  type AdminPaymentsResponse,
  type ChallengeAnalytics,
  type MonthlyStatement,
  type PaymentsQuery,
  type CoinAnalytics,
  type DateRangeQuery,
  type ExportKind,
  type GenerateMetricsResponse,
  type Overview,
  type PlatformAnalytics,
  type RealtimeAnalytics,
  type RevenueAnalytics,
} from '@fr/contracts/analytics';
import { api } from '../lib/api';
import { httpError, transportError, type ApiError } from '../lib/api-error';
import { saveTextFile } from '../lib/save-file';

const analytics = { type: 'AdminAnalytics', id: 'ALL' } as const;

const exportRoutes = {
  revenue: apiRoutes.exportRevenue,
  platforms: apiRoutes.exportPlatforms,
  ledger: apiRoutes.exportLedger,
  payments: apiRoutes.exportPayments,
  statement: apiRoutes.exportStatement,
} as const satisfies Record<ExportKind, { path: string }>;

/**
 * An export of a range (the ledger's needs both ends; the server says so otherwise); the statement is the month of
 * the range's end, and the payments export takes the list's status filter.
 */
export interface ExportRequest {
  kind: ExportKind;
  range?: DateRangeQuery;
  status?: PaymentsQuery['status'];
}

/** A ranged call's query string: only the ends (and filter) that are set. */
function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The file name the server gave (Content-Disposition), else the one it would give. */
function fileNameOf(response: Response, { kind, range }: ExportRequest): string {
  const given = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return given ?? exportFileName(kind, { from: range?.from, to: range?.to ?? analyticsDay(new Date()) });
}

export interface ExportResult {
  fileName: string;
  bytes: number;
}

function exportUrl({ kind, range, status }: ExportRequest): string {
  if (kind === 'statement') return withQuery(exportRoutes[kind].path, { month: (range?.to ?? analyticsDay(new Date())).slice(0, 7) });
  return withQuery(exportRoutes[kind].path, { from: range?.from, to: range?.to, status });
}

/**
 * A CSV is not JSON, so the shared base query (which parses every body) cannot fetch it: the export fetches with the
 * admin cookie itself and saves the text under the name the server gave it (`{kind}_{from}_{to}.csv`). Only the name and
 * size enter the store.
 */
async function downloadExport(request: ExportRequest): Promise<{ data: ExportResult } | { error: ApiError }> {
  let response: Response;
  try {
    response = await fetch(new Request(exportUrl(request), { credentials: 'include' }));
  } catch (error) {
    return { error: transportError('FETCH_ERROR', error instanceof Error ? error.message : String(error)) };
  }
  const text = await response.text();
  if (!response.ok) return { error: httpError(response.status, text, response.statusText) };
  const fileName = fileNameOf(response, request);
  saveTextFile(fileName, text, 'text/csv;charset=utf-8');
  return { data: { fileName, bytes: text.length } };
}

/** The admin analytics of spec §7 (overview, sections, realtime), the metrics job on demand and the CSV exports. */
export const analyticsApi = api.enhanceEndpoints({ addTagTypes: ['AdminAnalytics'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminOverview: build.query<Overview, void>({
      query: () => apiPaths.adminOverview,
      responseSchema: import.meta.env.DEV ? overviewSchema : undefined,
      providesTags: [analytics],
    }),
    getPlatformAnalytics: build.query<PlatformAnalytics[], DateRangeQuery | void>({
      query: (range) => withQuery(apiPaths.adminPlatformAnalytics, { ...range }),
      responseSchema: import.meta.env.DEV ? platformAnalyticsResponseSchema : undefined,
      providesTags: [analytics],
    }),
    getRevenueAnalytics: build.query<RevenueAnalytics, DateRangeQuery | void>({
      query: (range) => withQuery(apiPaths.adminRevenueAnalytics, { ...range }),
      responseSchema: import.meta.env.DEV ? revenueAnalyticsSchema : undefined,
      providesTags: [analytics],
    }),
    getChallengeAnalytics: build.query<ChallengeAnalytics[], void>({
      query: () => apiPaths.adminChallengeAnalytics,
      responseSchema: import.meta.env.DEV ? challengeAnalyticsResponseSchema : undefined,
      providesTags: [analytics],
    }),
    getCoinAnalytics: build.query<CoinAnalytics, DateRangeQuery | void>({
      query: (range) => withQuery(apiPaths.adminCoinAnalytics, { ...range }),
      responseSchema: import.meta.env.DEV ? coinAnalyticsSchema : undefined,
      providesTags: [analytics],
    }),
    getRealtimeAnalytics: build.query<RealtimeAnalytics, void>({
      query: () => apiPaths.realtimeAnalytics,
      responseSchema: import.meta.env.DEV ? realtimeAnalyticsSchema : undefined,
    }),
    // New snapshots change the growth figures, so every analytics section is asked again.
    generateMetrics: build.mutation<GenerateMetricsResponse, void>({
      query: () => ({ url: apiPaths.generateMetrics, method: 'POST' }),
      responseSchema: import.meta.env.DEV ? generateMetricsResponseSchema : undefined,
      invalidatesTags: [analytics],
    }),
    getPayments: build.query<AdminPaymentsResponse, PaymentsQuery>({
      query: (q) => withQuery(apiPaths.adminPayments, { ...q }),
      responseSchema: import.meta.env.DEV ? adminPaymentsResponseSchema : undefined,
      providesTags: [analytics],
    }),
    getFinanceStatement: build.query<MonthlyStatement, string>({
      query: (month) => withQuery(apiPaths.financeStatement, { month }),
      responseSchema: import.meta.env.DEV ? monthlyStatementSchema : undefined,
      providesTags: [analytics],
    }),
    exportCsv: build.mutation<ExportResult, ExportRequest>({
      queryFn: downloadExport,
    }),
  }),
});

export const {
  useGetAdminOverviewQuery,
  useGetPlatformAnalyticsQuery,
  useGetRevenueAnalyticsQuery,
  useGetChallengeAnalyticsQuery,
  useGetCoinAnalyticsQuery,
  useGetPaymentsQuery,
  useGetFinanceStatementQuery,
  useGetRealtimeAnalyticsQuery,
  useGenerateMetricsMutation,
  useExportCsvMutation,
} = analyticsApi;
