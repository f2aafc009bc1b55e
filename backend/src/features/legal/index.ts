import { legalProjector } from '@fr/projections';
import { createSchema } from '../../platform/database';
import { defineFeature } from '../../feature';
import { legalRoutes } from './legal-routes';
import { supportContentsSchemaSql } from './support-contents';
import { eraseOldSupportTickets, eraseOldSupportTicketsJob } from './support-retention';
import { supportRoutes } from './support-routes';

/** The player's consents and their versions: the data export reads them from here. */
export { playerConsents } from './legal-routes';
/** Account deletion erases what the player wrote to support with the first; the data export reads it with the second. */
export { eraseSupportContentsOf, supportMessagesOf } from './support-contents';

/**
 * The footer's pages: consent to the Terms of Service and the Privacy Policy, and the Support page's contact form with
 * the tickets admins answer. Support lives here rather than in a feature of its own: it is one of the five footer
 * pages, it shares their texts and versions, and its few routes did not warrant a second set of folders.
 */
export const legalFeature = defineFeature({
  name: 'legal',
  projectors: [legalProjector],
  jobs: { 'erase-old-support-tickets': eraseOldSupportTicketsJob },
  async open(services) {
    await createSchema(services.pool, supportContentsSchemaSql);
    return {
      routers: [legalRoutes(services), supportRoutes(services)],
      processors: { 'erase-old-support-tickets': () => eraseOldSupportTickets(services) },
      schedules: [{ job: 'erase-old-support-tickets', pattern: '41 3 * * *', tz: 'UTC', payload: {} }],
    };
  },
});
