import { useEffect, useState, type ReactNode } from 'react';
import type { EligibilityPurpose, EligibilityStatus } from '@fr/contracts/eligibility';
import { useGetEligibilityQuery } from '../../api/eligibility';
import { lazyOverlay, type OverlayProps } from '../lazy-part';

// The dialog's form validates with the declaration's zod schema. With zod and its text fields the dialog is 24 kB of
// brotli JS on Raffles and 42 kB on Challenges and Contests, which those pages now download only once it is needed.
const EligibilityDialog = lazyOverlay<OverlayProps & { purpose: EligibilityPurpose; onEligible: () => void }>(() =>
  import('./eligibility-dialog').then((dialog) => dialog.EligibilityDialog),
);

/**
 * Asks for eligibility before an entry or a 21+ offer. With `readDeclaration` (a signed-in player on a page that
 * offers entries) `ensure(then)` opens the dialog first for a player known not to have declared, and runs `then` once
 * the declaration allows `purpose`; otherwise (declared, or not known) it runs `then` at once, and the server's 403
 * `eligibility_required` answer is the caller's cue to `ask(then)`, which opens the dialog. `status` is the declared
 * player's verdict for `purpose` (null before they declare, undefined while not read). Render `dialog` once.
 */
export function useEligibilityGate(
  purpose: EligibilityPurpose,
  readDeclaration: boolean,
): {
  ensure: (then: () => void) => void;
  ask: (then: () => void) => void;
  declared: boolean | undefined;
  status: EligibilityStatus | null | undefined;
  dialog: ReactNode;
} {
  const eligibility = useGetEligibilityQuery(undefined, { skip: !readDeclaration });
  const [next, setNext] = useState<{ then: () => void } | null>(null);
  const ask = (then: () => void) => setNext({ then });
  const declared = eligibility.data ? eligibility.data.declaration !== null : undefined;
  const status = eligibility.data ? (purpose === 'raffle' ? eligibility.data.raffle : eligibility.data.adultOffer) : undefined;
  const ensure = (then: () => void) => (declared === false ? ask(then) : then());
  // A player known not to have declared gets the dialog on their first entry: it is fetched as soon as that is known.
  useEffect(() => {
    if (declared === false) EligibilityDialog.preload();
  }, [declared]);
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
  return { ensure, ask, declared, status, dialog };
}
