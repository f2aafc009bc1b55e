import type pg from 'pg';
import { withClient, type ConnectionSource } from './transaction';

/**
 * Which projections process owns which group. A lease row has one owner at a time, and every change of owner is one
 * conditional UPDATE (taken only when expired or already ours), so two processes never both hold a group. The workers
 * table holds each live process's heartbeat: the number of live processes gives each one its fair share of groups.
 */
export const leasesSchemaSql = `
CREATE TABLE IF NOT EXISTS projection_workers (
  owner text PRIMARY KEY,
  seen_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS projection_leases (
  group_name text PRIMARY KEY,
  owner text,
  expires_at timestamptz NOT NULL
);`;

/** A worker silent this many lease lives is surely gone: its heartbeat row is deleted rather than kept forever. */
const FORGET_AFTER_LEASES = 10;

export async function ensureLeases(db: Pick<pg.PoolClient, 'query'>, groups: readonly string[]): Promise<void> {
  await db.query(
    `INSERT INTO projection_leases (group_name, owner, expires_at) SELECT unnest($1::text[]), NULL, '-infinity' ON CONFLICT DO NOTHING`,
    [groups],
  );
}

/** One process's leases: renewed, rebalanced and released by the runner; `holds` answers without a query. */
export class GroupLeases {
  /** Each held group with the moment (this process's clock) its lease ends unless renewed. */
  private readonly held = new Map<string, number>();

  constructor(
    private readonly pool: ConnectionSource,
    private readonly groups: readonly string[],
    readonly owner: string,
    private readonly ttlMs: number,
  ) {}

  /**
   * Whether this process may project the group now. The lease's end is counted from before the renewal was sent, so
   * by this clock it ends no later than the database's `expires_at`: the process stops before anyone may take over.
   */
  holds(group: string): boolean {
    const until = this.held.get(group);
    return until !== undefined && performance.now() < until;
  }

  get heldGroups(): string[] {
    return this.groups.filter((group) => this.holds(group));
  }

  /**
   * Beats the heart, renews what this process holds, gives back what exceeds its fair share (so a process that just
   * started finds groups free) and takes free or expired groups up to that share. Answers whether it took any.
   */
  async renew(): Promise<boolean> {
    const until = performance.now() + this.ttlMs;
    return withClient(this.pool, async (client) => {
      await client.query(
        `INSERT INTO projection_workers (owner, seen_at) VALUES ($1, now()) ON CONFLICT (owner) DO UPDATE SET seen_at = now()`,
        [this.owner],
      );
      await client.query(`DELETE FROM projection_workers WHERE seen_at < now() - $1 * interval '1 millisecond'`, [
        this.ttlMs * FORGET_AFTER_LEASES,
      ]);
      const { rows: live } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM projection_workers WHERE seen_at > now() - $1 * interval '1 millisecond'`,
        [this.ttlMs],
      );
      const share = Math.ceil(this.groups.length / Math.max(live[0]?.n ?? 1, 1));

      const renewed = await this.update(
        client,
        `UPDATE projection_leases SET expires_at = now() + $3 * interval '1 millisecond'
         WHERE group_name = ANY($2) AND owner = $1 RETURNING group_name`,
        this.groups,
      );
      this.held.clear();
      const kept = this.groups.filter((group) => renewed.includes(group));
      for (const group of kept.slice(0, share)) this.held.set(group, until);
      await this.release(client, kept.slice(share));

      let taken = false;
      for (const group of this.groups) {
        if (this.held.size >= share) break;
        if (this.held.has(group)) continue;
        const won = await this.update(
          client,
          `UPDATE projection_leases SET owner = $1, expires_at = now() + $3 * interval '1 millisecond'
           WHERE group_name = ANY($2) AND (expires_at <= now() OR owner = $1) RETURNING group_name`,
          [group],
        );
        if (won.length > 0) {
          this.held.set(group, until);
          taken = true;
        }
      }
      return taken;
    });
  }

  /** Gives every lease back and leaves the live workers, so the others take the groups at their next renewal. */
  async releaseAll(): Promise<void> {
    const groups = [...this.held.keys()];
    this.held.clear();
    await withClient(this.pool, async (client) => {
      await this.release(client, groups);
      await client.query('DELETE FROM projection_workers WHERE owner = $1', [this.owner]);
    });
  }

  /** Forgotten here first, so this process has stopped projecting them before another may take them. */
  private async release(client: pg.PoolClient, groups: readonly string[]): Promise<void> {
    if (groups.length === 0) return;
    for (const group of groups) this.held.delete(group);
    await client.query(`UPDATE projection_leases SET owner = NULL, expires_at = '-infinity' WHERE group_name = ANY($2) AND owner = $1`, [
      this.owner,
      groups,
    ]);
  }

  private async update(client: pg.PoolClient, sql: string, groups: readonly string[]): Promise<string[]> {
    const { rows } = await client.query<{ group_name: string }>(sql, [this.owner, groups, this.ttlMs]);
    return rows.map((row) => row.group_name);
  }
}
