import { useState, type ReactNode } from 'react';
import type { EligibilityPurpose } from '@fr/contracts/eligibility';
import { useGetEligibilityQuery } from '../../api/eligibility';
import { EligibilityDialog } from './eligibility-dialog';

/**
 * Asks for eligibility before an entry or a 21+ offer: `ensure(then)` runs `then` at once for a player who has
 * declared, and otherwise opens the dialog first and runs it once the declaration allows `purpose`. `ask(then)` opens
 * the dialog whatever is cached (a 403 `eligibility_required` answer). Render `dialog` once.
 */
export function useEligibilityGate(
  purpose: EligibilityPurpose,
  authenticated: boolean,
): { ensure: (then: () => void) => void; ask: (then: () => void) => void; declared: boolean | undefined; dialog: ReactNode } {
  const eligibility = useGetEligibilityQuery(undefined, { skip: !authenticated });
  const [next, setNext] = useState<{ then: () => void } | null>(null);
  const ask = (then: () => void) => setNext({ then });
  const declared = eligibility.data ? eligibility.data.declaration !== null : undefined;
  const ensure = (then: () => void) => (declared ? then() : ask(then));
  const dialog = (
    <EligibilityDialog
      open={next !== null}
      purpose={purpose}
      onClose={() => setNext(null)}
      onEligible={() => {
        setNext(null);
        next?.then();
      }}
    />
  );
  return { ensure, ask, declared, dialog };
}
