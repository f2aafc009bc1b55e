import {
  eligibilityAt,
  eligibilityReason,
  texts,
  type EligibilityDeclaration,
  type EligibilityPurpose,
  type EligibilityStatus,
  type EligibilityVerdict,
} from '@fr/contracts';
import { eligibilityDeclarationOf, type DeclarationRow } from '@fr/projections';
import { AppError } from '../../platform/errors';
import type { AppServices } from '../../services';

/** A verdict as the API shows it: the rule that says no, in words. */
export function eligibilityStatus(declaration: EligibilityDeclaration, at: Date, purpose: EligibilityPurpose): EligibilityStatus {
  const verdict = eligibilityAt(declaration, at, purpose);
  return {
    purpose,
    eligible: verdict.eligible,
    minimumAge: verdict.minimumAge,
    reason: eligibilityReason(verdict, declaration.state, purpose),
  };
}

/** The player's declaration, or 403 `eligibility_required` when they never declared (the claim decides on it). */
export async function requireDeclaration(services: Pick<AppServices, 'pool'>, userId: string): Promise<DeclarationRow> {
  const declaration = await eligibilityDeclarationOf(services.pool, userId);
  if (!declaration) throw new AppError('eligibility_required', texts.server.eligibilityRequired);
  return declaration;
}

/**
 * The gate other features call before an entry, a claim or a 21+ partner offer. A player who never declared is
 * answered 403 `eligibility_required` (the client opens the eligibility dialog and retries); an ineligible one 403
 * `forbidden` with the rule in words. Reads the read model, which a declaration waits for (read-your-writes), so an
 * entry right after the dialog finds it. Answers the declaration and the verdict for the caller to record.
 */
export async function requireEligibleFor(
  services: Pick<AppServices, 'pool' | 'now'>,
  userId: string,
  purpose: EligibilityPurpose,
): Promise<{ declaration: EligibilityDeclaration; verdict: Extract<EligibilityVerdict, { eligible: true }> }> {
  const declaration = await requireDeclaration(services, userId);
  const verdict = eligibilityAt(declaration, services.now(), purpose);
  if (!verdict.eligible) throw new AppError('forbidden', eligibilityReason(verdict, declaration.state, purpose)!);
  return { declaration, verdict };
}
