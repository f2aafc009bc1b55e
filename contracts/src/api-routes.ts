import { accountsRoutes } from './accounts/routes';
import { analyticsRoutes } from './analytics/routes';
import { adminRoutes } from './admin/routes';
import { player360Routes } from './player-360/routes';
import { bankRoutes } from './bank/routes';
import { catalogueRoutes } from './catalogue/routes';
import { challengesRoutes } from './challenges/routes';
import { checkInRoutes } from './check-in/routes';
import { coinsRoutes } from './coins/routes';
import { coinAdjustmentsRoutes } from './coin-adjustments/routes';
import { contestsRoutes } from './contests/routes';
import { fantasyRoutes } from './fantasy/routes';
import { leaderboardRoutes } from './leaderboard/routes';
import { legalRoutes } from './legal/routes';
import { ledgerRoutes } from './ledger/routes';
import { notificationsRoutes } from './notifications/routes';
import { eligibilityRoutes } from './eligibility/routes';
import { emailsRoutes } from './emails/routes';
import { systemRoutes } from './http/routes';
import { prizesRoutes } from './prizes/routes';
import { profileRoutes } from './profile/routes';
import { privacyRoutes } from './privacy/routes';
import { rafflesRoutes } from './raffles/routes';
import { shopRoutes } from './shop/routes';

/** Every HTTP route of the API, composed from the resources. The OpenAPI document and the no-5xx property test are generated from it. */
export const apiRoutes = {
  ...accountsRoutes,
  ...systemRoutes,
  ...coinsRoutes,
  ...fantasyRoutes,
  ...challengesRoutes,
  ...checkInRoutes,
  ...shopRoutes,
  ...bankRoutes,
  ...rafflesRoutes,
  ...prizesRoutes,
  ...eligibilityRoutes,
  ...contestsRoutes,
  ...profileRoutes,
  ...privacyRoutes,
  ...analyticsRoutes,
  ...adminRoutes,
  ...player360Routes,
  ...coinAdjustmentsRoutes,
  ...ledgerRoutes,
  ...notificationsRoutes,
  ...emailsRoutes,
  ...legalRoutes,
  ...leaderboardRoutes,
  ...catalogueRoutes,
};
