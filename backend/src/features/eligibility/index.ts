import { eligibilityProjector } from '@fr/projections';
import { defineFeature } from '../../feature';
import { eligibilityRoutes } from './eligibility-routes';

export { eligibilitySlice, type EligibilityState } from './eligibility-slice';
// Raffles (free entry, the draw tick), prizes (the claim) and contests (21+ offers) gate on these.
export { eligibilityStatus, requireDeclaration, requireEligibleFor } from './require-eligible';

/** Date of birth and state asked once before the first entry or 21+ offer, checked at every entry and claim. */
export const eligibilityFeature = defineFeature({
  name: 'eligibility',
  projectors: [eligibilityProjector],
  open: (services) => ({ routers: [eligibilityRoutes(services)] }),
});
