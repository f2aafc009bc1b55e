import type pg from 'pg';

/** Characters that must be escaped inside a quoted element of an array literal. */
const ESCAPED = /[\\"]/g;

/**
 * A column of a multi-row statement (`unnest($1::text[], …)`) as PostgreSQL's array literal, each text quoted. The same
 * text as node-postgres makes of a JavaScript array, in one pass: it escapes every element with two replacements and
 * grows the literal element by element, which was the largest part of a rebuild's own CPU time (issue 24).
 */
export function arrayLiteral(values: ReadonlyArray<string | number | boolean | null | undefined>): string {
  const elements = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null || value === undefined) elements[i] = 'NULL';
    else if (typeof value === 'number') elements[i] = String(value);
    else if (typeof value === 'boolean') elements[i] = value ? 't' : 'f';
    else elements[i] = `"${value.includes('"') || value.includes('\\') ? value.replace(ESCAPED, '\\$&') : value}"`;
  }
  return `{${elements.join(',')}}`;
}

/** Each row's value of one column, as an array literal (see arrayLiteral). */
export const columnOf = <Row>(rows: readonly Row[], pick: (row: Row) => string | number | boolean | null | undefined): string =>
  arrayLiteral(rows.map(pick));

/** A column a read model writes rows of in bulk: its SQL type, and how a row gives its value. */
export interface TypedColumn<Row> {
  type: 'text' | 'int' | 'bigint' | 'timestamptz';
  value: (row: Row) => string | number | null | undefined;
}

/**
 * A table's columns by name, in the order they are written: one list for both ways rows go in, `insertNewRows` on the
 * live path and COPY (`copyRows` with `valuesOf`) in a build, so the two never disagree on a column.
 */
export type TypedColumns<Row> = Record<string, TypedColumn<Row>>;

/** How each column's value comes from a row, for `copyRows`. */
export const valuesOf = <Row>(columns: TypedColumns<Row>): Record<string, TypedColumn<Row>['value']> =>
  Object.fromEntries(Object.entries(columns).map(([name, column]) => [name, column.value]));

/**
 * The writer of rows into a table in one statement, each column one array parameter (`unnest`); a row whose key is there
 * already (a replayed event) is left as it is. Its statement is made once, when the read model's module loads, not per
 * batch. Table and column names are the read model's own, never input.
 */
export function insertNewRows<Row>(
  table: string,
  columns: TypedColumns<Row>,
): (client: pg.PoolClient, rows: readonly Row[]) => Promise<void> {
  const typed = Object.values(columns);
  const statement = `INSERT INTO ${table} (${Object.keys(columns).join(', ')})
     SELECT * FROM unnest(${typed.map((column, i) => `$${i + 1}::${column.type}[]`).join(', ')}) ON CONFLICT DO NOTHING`;
  return async (client, rows) => {
    if (rows.length === 0) return;
    await client.query(
      statement,
      typed.map((column) => columnOf(rows, column.value)),
    );
  };
}
