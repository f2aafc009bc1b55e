import { challengesProjector } from '@fr/projections';
import { defineFeature } from '../../feature';
import { affiliateRoutes } from './affiliate/affiliate-routes';
import { challengesRoutes } from './challenges-routes';

export { isCheckInBonusChallenge } from './challenge-rules';
export { challengesSlice, type ChallengesEvent, type ChallengesState } from './challenges-slice';
export { completionEvents } from './commands/complete-challenge';
export { completeChallenge } from './complete-challenge';
export { signPostback } from './affiliate/postback-signature';

/** Challenges completed by real signals (syncs, signed partner postbacks, check-ins), and their bonuses. */
export const challengesFeature = defineFeature({
  name: 'challenges',
  projectors: [challengesProjector],
  open: (services) => ({ routers: [challengesRoutes(services), affiliateRoutes(services)] }),
});
