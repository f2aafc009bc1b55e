import type pg from 'pg';
import type { EligibilityChange, EligibilityDeclaration, UsState } from '@fr/contracts';

export interface DeclarationRow extends EligibilityDeclaration {
  state: UsState;
  declaredAt: string;
}

/** The player's latest declaration, or null before their first. */
export async function eligibilityDeclarationOf(pool: pg.Pool, userId: string): Promise<DeclarationRow | null> {
  const { rows } = await pool.query<{ date_of_birth: string; state: UsState; declared_at: Date }>(
    'SELECT date_of_birth, state, declared_at FROM eligibility_declarations WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  return row ? { dateOfBirth: row.date_of_birth, state: row.state, declaredAt: row.declared_at.toISOString() } : null;
}

/** The declarations of several players at once (the draw tick's batch), by player; players without one are absent. */
export async function eligibilityDeclarationsOf(pool: pg.Pool, userIds: readonly string[]): Promise<Map<string, DeclarationRow>> {
  const { rows } = await pool.query<{ user_id: string; date_of_birth: string; state: UsState; declared_at: Date }>(
    'SELECT user_id, date_of_birth, state, declared_at FROM eligibility_declarations WHERE user_id = ANY($1)',
    [[...new Set(userIds)]],
  );
  return new Map(rows.map((r) => [r.user_id, { dateOfBirth: r.date_of_birth, state: r.state, declaredAt: r.declared_at.toISOString() }]));
}

/** Every change of the player's declaration, oldest first. */
export async function eligibilityChangesOf(pool: pg.Pool, userId: string): Promise<EligibilityChange[]> {
  const { rows } = await pool.query<{ state: UsState; previous_state: UsState | null; date_of_birth_changed: boolean; changed_at: Date }>(
    `SELECT state, previous_state, date_of_birth_changed, changed_at FROM eligibility_changes WHERE user_id = $1
     ORDER BY event_position COLLATE "C"`,
    [userId],
  );
  return rows.map((r) => ({
    changedAt: r.changed_at.toISOString(),
    state: r.state,
    previousState: r.previous_state,
    dateOfBirthChanged: r.date_of_birth_changed,
  }));
}
