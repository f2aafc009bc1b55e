import type { AdminRole } from '@fr/contracts/admin';
import { EmptyState } from '../../../components/empty-state';

// Issue 23 in progress: removed once every section of the console has its page.
export function SectionPending(_props: { role: AdminRole }) {
  return <EmptyState title="Coming in this change" />;
}
