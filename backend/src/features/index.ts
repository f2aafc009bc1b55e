import { accountsFeature } from './accounts';
import { analyticsFeature } from './analytics';
import { adminFeature } from './admin';
import { player360Feature } from './player-360';
import { bankFeature } from './bank';
import { catalogueFeature } from './catalogue';
import { challengesFeature } from './challenges';
import { checkInFeature } from './check-in';
import { coinsFeature } from './coins';
import { coinAdjustmentsFeature } from './coin-adjustments';
import { contestsFeature } from './contests';
import { eligibilityFeature } from './eligibility';
import { emailsFeature } from './emails';
import { fantasyFeature } from './fantasy';
import type { Feature } from '../feature';
import { leaderboardFeature } from './leaderboard';
import { ledgerFeature } from './ledger';
import { legalFeature } from './legal';
import { notificationsFeature } from './notifications';
import { prizesFeature } from './prizes';
import { privacyFeature } from './privacy';
import { profileFeature } from './profile';
import { rafflesFeature } from './raffles';
import { shopFeature } from './shop';

export { playerDecider, type PlayerCommand, type PlayerEvent, type PlayerState } from './player-stream';

/**
 * Every feature of the product, one line each. The app (routes), the workers (jobs and schedules) and the projection
 * runner (read models, caught up in this order) are composed from this list. See docs/adding-a-feature.md.
 */
export const features: readonly Feature[] = [
  accountsFeature,
  catalogueFeature,
  coinsFeature,
  fantasyFeature,
  checkInFeature,
  challengesFeature,
  shopFeature,
  bankFeature,
  prizesFeature,
  eligibilityFeature,
  contestsFeature,
  profileFeature,
  leaderboardFeature,
  rafflesFeature,
  analyticsFeature,
  adminFeature,
  player360Feature,
  coinAdjustmentsFeature,
  ledgerFeature,
  notificationsFeature,
  emailsFeature,
  legalFeature,
  privacyFeature,
];
