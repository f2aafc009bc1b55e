import type pg from 'pg';
import type { AdminPerson } from '@fr/contracts';
import { adminNamesOf, playerContactsOf } from '@fr/projections';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The people behind these ids, for the operator console (issue 23): admins and players by name and e-mail. An id
 * that is neither is a player erased since (a UUID) or the product itself (a job or webhook name, shown as it is).
 */
export async function describePeople(pool: pg.Pool, ids: Iterable<string>): Promise<Map<string, AdminPerson>> {
  const wanted = [...new Set(ids)];
  const [admins, players] = await Promise.all([adminNamesOf(pool, wanted), playerContactsOf(pool, wanted)]);
  return new Map(
    wanted.map((id): [string, AdminPerson] => {
      const admin = admins.get(id);
      if (admin) return [id, { id, kind: 'admin', name: admin.username, email: admin.email }];
      const player = players.get(id);
      if (player) return [id, { id, kind: 'player', name: player.username, email: player.email }];
      return [id, UUID.test(id) ? { id, kind: 'erased', name: id, email: null } : { id, kind: 'system', name: id, email: null }];
    }),
  );
}

/** One person, or the product itself when the id is unknown: for routes that show a single actor. */
export async function describePerson(pool: pg.Pool, id: string): Promise<AdminPerson> {
  return (await describePeople(pool, [id])).get(id) ?? { id, kind: 'system', name: id, email: null };
}
