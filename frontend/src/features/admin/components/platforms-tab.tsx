import { PlatformsPanel, WithDateRange } from '../analytics';

/** The Platforms tab: conversion rate, clicks, conversions and revenue per click by platform, in a date range. */
export function PlatformsTab() {
  return <WithDateRange>{(range) => <PlatformsPanel range={range} />}</WithDateRange>;
}
