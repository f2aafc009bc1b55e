export { formatCents, formatCoins, formatNumber, formatPercent, formatSignedCoins, formatUsd } from './numbers';
export { browserTimeZone, formatDateTime, formatDay, fromDateTimeInput, nextHourOfDay, nextMidnight, toDateTimeInput } from './dates';
