import { apiRoutes } from '@fr/contracts/api-routes';
import {
  challengeAnalyticsResponseSchema,
  coinAnalyticsSchema,
  exportFileName,
  generateMetricsResponseSchema,
  overviewSchema,
  platformAnalyticsResponseSchema,
  realtimeAnalyticsSchema,
  revenueAnalyticsSchema,
  type ChallengeAnalytics,
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
} as const satisfies Record<ExportKind, { path: string }>;

/** The ledger export needs its range; the spec's two exports take one optionally. */
export type ExportRequest = { kind: 'revenue' | 'platforms'; range?: DateRangeQuery } | { kind: 'ledger'; range: Required<DateRangeQuery> };

export interface ExportResult {
  fileName: string;
  bytes: number;
}

function exportUrl({ kind, range }: ExportRequest): string {
  const query = new URLSearchParams();
  if (range?.from) query.set('from', range.from);
  if (range?.to) query.set('to', range.to);
  const search = query.toString();
  return search ? `${exportRoutes[kind].path}?${search}` : exportRoutes[kind].path;
}

/**
 * A CSV is not JSON, so the shared base query (which parses every body) cannot fetch it: the export fetches with the
 * admin cookie itself and saves the text as `{kind}_export.csv` (spec §7). Only the name and size enter the store.
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
  const fileName = exportFileName(request.kind);
  saveTextFile(fileName, text, 'text/csv;charset=utf-8');
  return { data: { fileName, bytes: text.length } };
}

/** The admin analytics of spec §7 (overview, sections, realtime), the metrics job on demand and the CSV exports. */
export const analyticsApi = api.enhanceEndpoints({ addTagTypes: ['AdminAnalytics'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminOverview: build.query<Overview, void>({
      query: () => apiRoutes.adminOverview.path,
      responseSchema: overviewSchema,
      providesTags: [analytics],
    }),
    getPlatformAnalytics: build.query<PlatformAnalytics[], void>({
      query: () => apiRoutes.adminPlatformAnalytics.path,
      responseSchema: platformAnalyticsResponseSchema,
      providesTags: [analytics],
    }),
    getRevenueAnalytics: build.query<RevenueAnalytics, void>({
      query: () => apiRoutes.adminRevenueAnalytics.path,
      responseSchema: revenueAnalyticsSchema,
      providesTags: [analytics],
    }),
    getChallengeAnalytics: build.query<ChallengeAnalytics[], void>({
      query: () => apiRoutes.adminChallengeAnalytics.path,
      responseSchema: challengeAnalyticsResponseSchema,
      providesTags: [analytics],
    }),
    getCoinAnalytics: build.query<CoinAnalytics, void>({
      query: () => apiRoutes.adminCoinAnalytics.path,
      responseSchema: coinAnalyticsSchema,
      providesTags: [analytics],
    }),
    getRealtimeAnalytics: build.query<RealtimeAnalytics, void>({
      query: () => apiRoutes.realtimeAnalytics.path,
      responseSchema: realtimeAnalyticsSchema,
    }),
    // New snapshots change the growth figures, so every analytics section is asked again.
    generateMetrics: build.mutation<GenerateMetricsResponse, void>({
      query: () => ({ url: apiRoutes.generateMetrics.path, method: 'POST' }),
      responseSchema: generateMetricsResponseSchema,
      invalidatesTags: [analytics],
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
  useGetRealtimeAnalyticsQuery,
  useGenerateMetricsMutation,
  useExportCsvMutation,
} = analyticsApi;
