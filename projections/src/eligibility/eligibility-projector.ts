import { defineProjector } from '../projector';
import { eligibilitySchemaSql } from './eligibility-schema';

/**
 * Each player's declared date of birth and state (the latest declaration), which the entries, the draw tick and the
 * claim check, and the list of changes the player's Settings show. A deleted account's rows go with it.
 */
export const eligibilityProjector = defineProjector({
  name: 'eligibility',
  schemaSql: eligibilitySchemaSql,
  tables: [
    { name: 'eligibility_declarations', orderBy: 'user_id' },
    { name: 'eligibility_changes', orderBy: 'event_id' },
  ],
  handlers: {
    EligibilityDeclared: async (c, d, e) => {
      await c.query(
        `INSERT INTO eligibility_declarations (user_id, date_of_birth, state, declared_at, event_position) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id) DO UPDATE SET date_of_birth = EXCLUDED.date_of_birth, state = EXCLUDED.state,
           declared_at = EXCLUDED.declared_at, event_position = EXCLUDED.event_position
         WHERE eligibility_declarations.event_position COLLATE "C" <= EXCLUDED.event_position COLLATE "C"`,
        [d.userId, d.dateOfBirth, d.state, d.declaredAt, e.position],
      );
      await c.query(
        `INSERT INTO eligibility_changes (event_id, user_id, event_position, state, previous_state, date_of_birth_changed, changed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
        [e.eventId, d.userId, e.position, d.state, d.previousState, d.dateOfBirthChanged, d.declaredAt],
      );
    },
    AccountErased: async (c, d) => {
      await c.query('DELETE FROM eligibility_declarations WHERE user_id = $1', [d.userId]);
      await c.query('DELETE FROM eligibility_changes WHERE user_id = $1', [d.userId]);
    },
  },
});
