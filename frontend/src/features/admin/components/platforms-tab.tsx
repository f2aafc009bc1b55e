import { PlatformsPanel } from '../analytics';

/** The Platforms tab: conversion rate, clicks, conversions and revenue per click by platform. */
export function PlatformsTab() {
  return <PlatformsPanel />;
}
