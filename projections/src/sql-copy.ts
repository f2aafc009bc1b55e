import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

type Value = string | number | null | undefined;

/** Characters COPY's text format reads as the end of a field or a row, and its escape character. */
const SPECIAL = /[\\\n\r\t]/;
const EVERY_SPECIAL = new RegExp(SPECIAL.source, 'g');
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function field(value: Value): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  return SPECIAL.test(value) ? value.replace(EVERY_SPECIAL, (c) => ESCAPES[c]!) : value;
}

/** Per connection: whether its server takes `COPY … FROM STDIN`, asked once. */
const copyIn = new WeakMap<pg.PoolClient, Promise<boolean>>();

/**
 * The embedded PGlite, behind its socket, loses the protocol's synchronisation on `COPY … FROM STDIN` and never answers
 * again; its version says it is PGlite.
 */
function takesCopyIn(client: pg.PoolClient): Promise<boolean> {
  let known = copyIn.get(client);
  if (!known) {
    known = client.query<{ version: string }>('SELECT version()').then(({ rows }) => !rows[0]!.version.includes('PGlite'));
    copyIn.set(client, known);
  }
  return known;
}

/**
 * Rows into a table with `COPY … FROM STDIN` (text format), for a build filling its empty tables: PostgreSQL parses
 * COPY's rows at a third of the CPU it spends on the same rows as array parameters through `INSERT … SELECT unnest`
 * (44,000 ledger entries: 60 to 110 ms against 180 to 300 ms). COPY has no ON CONFLICT: only rows known to be new go
 * this way. `columns` names each column with how a row gives its value; table and column names are the read model's
 * own, never input. Where the server takes no COPY (the embedded PGlite), the rows go in as one JSON parameter, each
 * value cast to its column's type by `json_populate_recordset`.
 */
export async function copyRows<Row>(
  client: pg.PoolClient,
  table: string,
  columns: Record<string, (row: Row) => Value>,
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const picks = Object.values(columns);
  if (!(await takesCopyIn(client))) {
    const objects = rows.map((row) => Object.fromEntries(names.map((name, i) => [name, picks[i]!(row) ?? null])));
    await client.query(
      `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM json_populate_recordset(NULL::${table}, $1::json)`,
      [JSON.stringify(objects)],
    );
    return;
  }
  // One text grown field by field, rather than a line per row joined at the end (44,000 rows of 14 columns: 32 to 43
  // ms against 45).
  let text = '';
  for (const row of rows) {
    text += field(picks[0]!(row));
    for (let c = 1; c < picks.length; c++) text += `\t${field(picks[c]!(row))}`;
    text += '\n';
  }
  await pipeline(Readable.from([text]), client.query(copyFrom(`COPY ${table} (${names.join(', ')}) FROM STDIN`)));
}
