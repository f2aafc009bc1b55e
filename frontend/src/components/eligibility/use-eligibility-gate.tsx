import { useState, type ReactNode } from 'react';
import type { EligibilityPurpose } from '@fr/contracts/eligibility';
import { useGetEligibilityQuery } from '../../api/eligibility';
import { EligibilityDialog } from './eligibility-dialog';

/**
 * Asks for eligibility before an entry or a 21+ offer. With `readDeclaration` (a signed-in player on a page that
 * offers entries) `ensure(then)` opens the dialog first for a player known not to have declared, and runs `then` once
 * the declaration allows `purpose`; otherwise (declared, or not known) it runs `then` at once, and the server's 403
 * `eligibility_required` answer is the caller's cue to `ask(then)`, which opens the dialog. Render `dialog` once.
 */
export function useEligibilityGate(
  purpose: EligibilityPurpose,
  readDeclaration: boolean,
): { ensure: (then: () => void) => void; ask: (then: () => void) => void; declared: boolean | undefined; dialog: ReactNode } {
  const eligibility = useGetEligibilityQuery(undefined, { skip: !readDeclaration });
  const [next, setNext] = useState<{ then: () => void } | null>(null);
  const ask = (then: () => void) => setNext({ then });
  const declared = eligibility.data ? eligibility.data.declaration !== null : undefined;
  const ensure = (then: () => void) => (declared === false ? ask(then) : then());
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
