import { z } from 'zod';
import { accountsEvents } from '../accounts/events';
import { adminEvents } from '../admin/events';
import { player360Events } from '../player-360/events';
import { bankEvents } from '../bank/events';
import { catalogueEvents } from '../catalogue/events';
import { challengesEvents } from '../challenges/events';
import { checkInEvents } from '../check-in/events';
import { coinsEvents } from '../coins/events';
import { coinAdjustmentsEvents } from '../coin-adjustments/events';
import { contestsEvents } from '../contests/events';
import { eligibilityEvents } from '../eligibility/events';
import { fantasyEvents } from '../fantasy/events';
import { legalEvents } from '../legal/events';
import { ledgerEvents } from '../ledger/events';
import { notificationsEvents } from '../notifications/events';
import { prizesEvents } from '../prizes/events';
import { profileEvents } from '../profile/events';
import { privacyEvents } from '../privacy/events';
import { rafflesEvents } from '../raffles/events';
import { shopEvents } from '../shop/events';

/** Every event type the system appends, composed from the resources; docs/events.md is generated from it. */
export const eventCatalogue = {
  ...accountsEvents,
  ...coinsEvents,
  ...coinAdjustmentsEvents,
  ...fantasyEvents,
  ...checkInEvents,
  ...challengesEvents,
  ...shopEvents,
  ...bankEvents,
  ...rafflesEvents,
  ...prizesEvents,
  ...eligibilityEvents,
  ...contestsEvents,
  ...profileEvents,
  ...privacyEvents,
  ...adminEvents,
  ...player360Events,
  ...ledgerEvents,
  ...notificationsEvents,
  ...legalEvents,
  ...catalogueEvents,
};

export type EventType = keyof typeof eventCatalogue;
export type EventData<T extends EventType> = z.infer<(typeof eventCatalogue)[T]['schema']>;
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];
