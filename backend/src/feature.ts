import type Router from '@koa/router';
import type { Projector } from '@fr/projections';
import type { JobCatalogue, JobInput, JobProcessor, JobQueue } from '@fr/workers';
import type { AppServices } from './services';

/** The services as one feature sees it: the job queue typed for the jobs this feature owns. */
export type FeatureContext<J extends JobCatalogue> = Omit<AppServices, 'jobs'> & { jobs: JobQueue<J> };

/** A recurring job, upserted on every start (the same id replaces the schedule). */
export type FeatureSchedule<J extends JobCatalogue> = {
  [N in keyof J & string]: { job: N; pattern: string; tz: string; payload: JobInput<J[N]> };
}[keyof J & string];

/** A feature opened in this process. */
export interface OpenedFeature<J extends JobCatalogue> {
  routers?: Router[];
  /** Processors for every job the feature owns; only processes that run workers register them. */
  processors?: { [N in keyof J]: JobProcessor<J[N]> };
  schedules?: Array<FeatureSchedule<J>>;
  /** Work that must be done before serving or processing (seeding configuration); runs in API and worker processes. */
  start?(): Promise<void>;
}

/** One module per feature: what it owns, composed by system.ts and app.ts from the list in features/index.ts. */
export interface Feature<J extends JobCatalogue = JobCatalogue> {
  /** The feature's name: the same folder name in contracts, backend, projections and frontend. */
  readonly name: string;
  /** The read models this feature owns; the projection runner keeps them caught up. */
  readonly projectors?: readonly Projector[];
  /** The jobs this feature owns, by name: payload and result schemas. */
  readonly jobs?: J;
  /** Builds the feature's routers, job processors and schedules over the services. */
  open(services: FeatureContext<J>): OpenedFeature<J> | Promise<OpenedFeature<J>>;
}

/**
 * Declares a feature with its own job types, and erases them for the composed list. The queue a feature is opened
 * with is built over the union of every feature's jobs (system.ts checks that the names are unique), so it serves
 * this feature's jobs with exactly their schemas: the cast below only forgets what TypeScript cannot see across the
 * list.
 */
export function defineFeature<J extends JobCatalogue = Record<never, never>>(feature: Feature<J>): Feature {
  return feature as unknown as Feature;
}

/** Every read model of the features, in list order (the order the runner catches them up). */
export function projectorsOf(features: readonly Feature[]): Projector[] {
  return features.flatMap((f) => f.projectors ?? []);
}

/** Every job of the features by name; a name owned twice is a mistake caught at start-up. */
export function jobCatalogueOf(features: readonly Feature[]): JobCatalogue {
  const catalogue: JobCatalogue = {};
  for (const feature of features) {
    for (const [name, definition] of Object.entries(feature.jobs ?? {})) {
      if (name in catalogue) throw new Error(`Job ${name} is owned by two features (the second is ${feature.name})`);
      catalogue[name] = definition;
    }
  }
  return catalogue;
}
