import { catalogueCardTexts as card } from '../catalogue/texts';
import { coinReasonLabel } from '../coins/texts';
import type { EventType } from './catalogue';

/**
 * Every event type in words, for the operator console (issue 23): typed by the catalogue, so a new event type does not
 * compile until it has its label here.
 */
export const eventLabels: Record<EventType, string> = {
  UsernameClaimed: 'Username reserved',
  EmailClaimed: 'E-mail reserved',
  UsernameReleased: 'Username released',
  EmailReleased: 'E-mail released',
  AccountExpired: 'Unverified account expired',
  AccountRegistered: 'Signed up',
  EmailVerificationIssued: 'Verification e-mail sent',
  EmailVerified: 'E-mail verified',
  SocialIdentityClaimed: 'Social sign-in reserved',
  SocialAccountRegistered: 'Signed up with a social account',
  SocialIdentityLinked: 'Social sign-in linked',
  PasswordChanged: 'Password changed',
  EmailChanged: 'E-mail changed',
  CoinsCredited: 'Coins credited',
  CoinsDebited: 'Coins debited',
  ProviderAccountClaimed: 'Fantasy account reserved',
  FantasyAccountConnected: 'Fantasy account connected',
  SyncCompleted: 'Teams synced',
  TeamSynced: 'Team synced',
  TeamScoreUpdated: 'Team score updated',
  TicketAwarded: 'Raffle ticket awarded',
  TicketRevoked: 'Raffle ticket revoked',
  WeekClosed: 'Game week closed',
  ExperienceRewardEarned: 'Experience tier reached',
  TierConfigured: 'Tier configured',
  BoostAttached: 'Boost attached to a team',
  DailyCheckInClaimed: 'Daily check-in',
  ChallengeCompleted: 'Challenge completed',
  ChallengeClickRecorded: 'Partner challenge opened',
  BonusClaimed: 'Challenge bonus claimed',
  BoostPurchased: 'Boost bought',
  BoostApplied: 'Boost applied',
  StyleItemPurchased: 'Style item bought',
  StyleItemEquipped: 'Style item equipped',
  CoinPurchaseCompleted: 'Coin purchase completed',
  CoinPurchaseReversed: 'Coin purchase refunded or disputed',
  CoinPurchaseReinstated: 'Disputed coin purchase won',
  CoinCheckoutOpened: 'Coin checkout opened',
  CoinCheckoutReleased: 'Coin checkout released',
  CoinPurchaseRefused: 'Coin purchase refused',
  DrawOpened: 'Draw opened',
  DrawEntryAdded: 'Draw entry added',
  DrawClosed: 'Draw closed',
  DrawCompleted: 'Draw completed',
  DrawPrizeAwarded: 'Draw prize awarded',
  DrawPrizeForfeited: 'Draw prize forfeited',
  PrizeWon: 'Prize won',
  PrizeClaimed: 'Prize claimed',
  PrizeRedeemed: 'Prize redeemed',
  PrizeForfeited: 'Prize forfeited',
  EligibilityDeclared: 'Eligibility declared',
  AffiliateClickRecorded: 'Partner contest opened',
  AffiliateConversionRecorded: 'Partner conversion reported',
  ProfileSettingsChanged: 'Profile settings changed',
  PurchaseLimitChanged: 'Purchase limit changed',
  SelfExclusionStarted: 'Self-exclusion started',
  AccountErased: 'Account deleted',
  AdminUsernameClaimed: 'Admin username reserved',
  AdminEmailClaimed: 'Admin e-mail reserved',
  AdminUsernameReleased: 'Admin username released',
  AdminEmailReleased: 'Admin e-mail released',
  AdminAccountCreated: 'Admin account created',
  AdminSignedIn: 'Admin signed in',
  AdminTotpEnrolmentStarted: 'Two-step sign-in set-up started',
  AdminTotpEnrolled: 'Two-step sign-in turned on',
  AdminPasswordChanged: 'Admin password changed',
  PlayerLocked: 'Player locked',
  PlayerUnlocked: 'Player unlocked',
  IntegrityCheckRequested: 'Integrity check requested',
  IntegrityCheckCompleted: 'Integrity check completed',
  NotificationsRead: 'Notifications read',
  ConsentRecorded: 'Terms accepted',
  SupportTicketOpened: 'Support ticket opened',
  SupportTicketAnswered: 'Support ticket answered',
  SupportTicketClosed: 'Support ticket closed',
  PlayerSignedOutEverywhere: 'Player signed out everywhere',
  VerificationResentByAdmin: 'Verification e-mail resent by an admin',
  CatalogueItemChanged: 'Catalogue item changed',
  PrizeShipped: 'Prize shipped',
  PrizeDelivered: 'Prize delivered',
  PrizeCashPaid: 'Cash prize paid',
  PrizeWinnerContacted: 'Winner e-mailed by support',
  CoinAdjustmentRequested: 'Coin adjustment asked for',
  CoinAdjustmentApproved: 'Coin adjustment approved',
  CoinAdjustmentRejected: 'Coin adjustment rejected',
  CoinAdjustmentFailed: 'Coin adjustment could not be applied',
  CoinsAdjusted: 'Coins adjusted by support',
  CoinPurchaseRefundIssued: 'Coin purchase refunded by support',
};

/** Whether the log's type is one this code knows. */
export const isEventType = (type: string): type is EventType => Object.hasOwn(eventLabels, type);

/** An event type in words; one this code does not know (from a newer version) shows as the log wrote it. */
export const eventLabel = (type: string): string => (isEventType(type) ? eventLabels[type] : type);

/**
 * An event as the ledger explorer names it: its label, and for a coin movement the reason in words instead
 * ("Bonus coins from a purchase" rather than `CoinsCredited · purchase_bonus`).
 */
export function describeEvent(type: string, data: Readonly<Record<string, unknown>>): string {
  if ((type === 'CoinsCredited' || type === 'CoinsDebited') && typeof data.reason === 'string') return coinReasonLabel(data.reason);
  // A purchase names the package it bought and what it cost, as the Bank sold it then (its catalogue may change since).
  if (type === 'CoinPurchaseCompleted' && typeof data.amount === 'number' && typeof data.priceCents === 'number') {
    const bonus = typeof data.bonus === 'number' && data.bonus > 0 ? ` ${card.bonus(data.bonus)}` : '';
    return `${eventLabel(type)}: ${card.packageTitle(data.amount)}${bonus} for ${card.price(data.priceCents)}`;
  }
  if (type === 'CoinPurchaseReversed' && typeof data.reversedCents === 'number' && typeof data.coinsDue === 'number') {
    const what = data.reason === 'dispute' ? 'Coin purchase disputed' : 'Coin purchase refunded';
    return `${what}: ${card.price(data.reversedCents)} back, ${card.packageTitle(data.coinsDue)} due`;
  }
  return eventLabel(type);
}
