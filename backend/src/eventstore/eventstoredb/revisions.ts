import { ANY, NO_STREAM, type AppendExpectedRevision, type CurrentRevision } from '@eventstore/db-client';

// Our versions count events (0 = no stream); ESDB revisions index them from 0.

export function toExpectedRevision(expected: 'any' | number): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  return expected === 0 ? NO_STREAM : BigInt(expected - 1);
}

export function revisionToVersion(revision: bigint | undefined): number {
  return revision === undefined ? 0 : Number(revision) + 1;
}

export function currentToVersion(current: CurrentRevision): number {
  return current === NO_STREAM ? 0 : revisionToVersion(current);
}
