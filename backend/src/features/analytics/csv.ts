import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';

/** Spreadsheets read a cell starting with one of these as a formula (or strip them and read what follows as one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Neutralises spreadsheet formula injection (OWASP "CSV Injection"): a text cell that a spreadsheet would evaluate gets
 * a leading apostrophe, which spreadsheets show as text. Numbers stay numbers: a negative amount is not a formula.
 */
export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export interface CsvColumn<T> {
  header: string;
  value(row: T): string | number | null;
}

/**
 * A CSV stream with a header row from rows read one at a time: backpressure reaches the row source, so memory stays
 * flat whatever the row count. Dates are the caller's ISO strings, amounts integers, every text cell made safe.
 */
export function csvStream<T>(rows: AsyncIterable<T>, columns: ReadonlyArray<CsvColumn<T>>): Readable {
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) {
        yield columns.map((c) => {
          const value = c.value(row);
          return typeof value === 'string' ? safeCell(value) : value;
        });
      }
    })(),
  );
  const csv = stringify({ header: true, columns: columns.map((c) => c.header) });
  // A failure on either side ends both: the row source closes its cursor, the client sees the download cut short.
  return pipeline(records, csv, () => undefined);
}
