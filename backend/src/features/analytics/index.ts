import { ANALYTICS_TIME_ZONE, GENERATE_METRICS_PATTERN } from '@fr/contracts';
import { analyticsProjector, analyticsSnapshotsSchemaSql } from '@fr/projections';
import { createSchema } from '../../platform/database';
import { defineFeature } from '../../feature';
import { analyticsRoutes } from './analytics-routes';
import { analyticsJobs, generateMetrics, type AnalyticsJobs } from './metrics-job';

// The prize winners export (prizes feature) writes through the same formula-safe CSV writer.
export { csvStream } from './csv';

/** Admin analytics (issue 11): pre-aggregated read models, the daily metrics snapshots and the finance CSV exports. */
export const analyticsFeature = defineFeature<AnalyticsJobs>({
  name: 'analytics',
  projectors: [analyticsProjector],
  jobs: analyticsJobs,
  open(services) {
    return {
      routers: [analyticsRoutes(services)],
      async start() {
        await createSchema(services.pool, analyticsSnapshotsSchemaSql);
      },
      processors: {
        'generate-metrics': () => generateMetrics(services.pool, services.now()),
      },
      schedules: [{ job: 'generate-metrics', pattern: GENERATE_METRICS_PATTERN, tz: ANALYTICS_TIME_ZONE, payload: {} }],
    };
  },
});
