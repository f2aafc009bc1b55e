import { accountsServerTexts, accountsTexts } from './accounts/texts';
import { adminServerTexts, adminTexts } from './admin/texts';
import { player360ServerTexts, player360Texts } from './player-360/texts';
import { analyticsServerTexts, analyticsTexts } from './analytics/texts';
import { bankServerTexts, bankTexts } from './bank/texts';
import { catalogueServerTexts, catalogueTexts } from './catalogue/texts';
import { challengesServerTexts, challengesTexts } from './challenges/texts';
import { checkInServerTexts, checkInTexts } from './check-in/texts';
import { coinsServerTexts, coinsTexts } from './coins/texts';
import { coinAdjustmentsServerTexts, coinAdjustmentsTexts } from './coin-adjustments/texts';
import { contestsServerTexts, contestsTexts } from './contests/texts';
import { eligibilityServerTexts, eligibilityTexts } from './eligibility/texts';
import { fantasyServerTexts, fantasyTexts } from './fantasy/texts';
import { homeTexts } from './home/texts';
import { leaderboardServerTexts, leaderboardTexts } from './leaderboard/texts';
import { legalServerTexts, legalTexts } from './legal/texts';
import { ledgerServerTexts, ledgerTexts } from './ledger/texts';
import { httpServerTexts } from './http/texts';
import { notificationsServerTexts, notificationsTexts } from './notifications/texts';
import { shellTexts } from './shell/texts';
import { prizesServerTexts, prizesTexts } from './prizes/texts';
import { profileServerTexts, profileTexts } from './profile/texts';
import { privacyServerTexts, privacyTexts } from './privacy/texts';
import { rafflesServerTexts, rafflesTexts } from './raffles/texts';
import { shopServerTexts, shopTexts } from './shop/texts';

/** Every user-visible text, verbatim from product-spec.md (§2, §5, §8), composed from the resources. */
export const texts = {
  ...shellTexts,
  ...accountsTexts,
  ...fantasyTexts,
  ...homeTexts,
  ...coinsTexts,
  ...coinAdjustmentsTexts,
  ...checkInTexts,
  ...challengesTexts,
  ...shopTexts,
  ...bankTexts,
  ...rafflesTexts,
  ...prizesTexts,
  ...eligibilityTexts,
  ...contestsTexts,
  ...profileTexts,
  ...privacyTexts,
  ...analyticsTexts,
  ...adminTexts,
  ...player360Texts,
  ...ledgerTexts,
  ...notificationsTexts,
  ...legalTexts,
  ...leaderboardTexts,
  ...catalogueTexts,
  server: {
    ...httpServerTexts,
    ...accountsServerTexts,
    ...coinsServerTexts,
    ...coinAdjustmentsServerTexts,
    ...fantasyServerTexts,
    ...checkInServerTexts,
    ...challengesServerTexts,
    ...shopServerTexts,
    ...bankServerTexts,
    ...rafflesServerTexts,
    ...prizesServerTexts,
    ...eligibilityServerTexts,
    ...contestsServerTexts,
    ...profileServerTexts,
    ...privacyServerTexts,
    ...analyticsServerTexts,
    ...adminServerTexts,
    ...player360ServerTexts,
    ...ledgerServerTexts,
    ...notificationsServerTexts,
    ...legalServerTexts,
    ...leaderboardServerTexts,
    ...catalogueServerTexts,
  },
};
