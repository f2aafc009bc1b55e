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
