export { formatCents, formatCoins, formatNumber, formatPercent, formatSignedCoins, formatUsd } from './numbers';
export {
  browserTimeZone,
  formatDateTime,
  formatDay,
  formatDrawTime,
  fromDateTimeInput,
  nextHourOfDay,
  nextMidnight,
  toDateTimeInput,
} from './dates';
