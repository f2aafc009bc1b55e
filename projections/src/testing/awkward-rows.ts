/**
 * Rows whose texts a literal, a COPY stream or a JSON parameter must escape (or must not): separators, escapes,
 * markers of null and of the end of data, Unicode and control characters, with numbers near the largest safe one and
 * timestamps with milliseconds; the table `awkwardTableSql` makes takes them.
 */
export const awkwardTexts = [
  '',
  'plain',
  'NULL',
  '\\N',
  'a,b',
  '{braces}',
  ' spaced ',
  'quote " inside',
  'back\\slash',
  '\\',
  'é ✓ 🎟',
  'line\nbreak',
  'carriage\rreturn',
  'tab\tinside',
  '\\.',
  null,
];

export const awkwardRows = awkwardTexts.map((text, i) => ({
  i,
  text,
  at: i % 2 === 0 ? '2026-11-27T10:00:00.123Z' : null,
  big: 9_007_199_254_740_991 - i,
}));

export const awkwardTableSql = 'CREATE TEMP TABLE copied (i int, text text, at timestamptz, big bigint)';

/** The table's rows in order, the bigint as text whatever a pool's parser for it. */
export const awkwardRowsQuery = 'SELECT i, text, at, big::text AS big FROM copied ORDER BY i';

/** The rows as `awkwardRowsQuery` reads them back. */
export const awkwardRowsRead = awkwardRows.map((r) => ({
  i: r.i,
  text: r.text,
  at: r.at === null ? null : new Date(r.at),
  big: String(r.big),
}));
