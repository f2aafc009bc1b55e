import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { CSV_FORMULA_START } from '@fr/contracts';

const FORMULA_START = new RegExp(CSV_FORMULA_START);

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

/** Records turned into CSV text at a time: one stream chunk per batch, not per row; as small as a cursor page (see there). */
const BATCH_ROWS = 200;

/**
 * A CSV stream with a header row from rows read one at a time: backpressure reaches the row source, so memory stays
 * flat whatever the row count. Dates are the caller's ISO strings, amounts integers, every text cell made safe.
 * Rows are stringified in batches (csv-stringify's sync API): per-row stream chunks made most of the garbage, and
 * an export's memory peak with it.
 */
export function csvStream<T>(rows: AsyncIterable<T>, columns: ReadonlyArray<CsvColumn<T>>): Readable {
  const toRecord = (row: T) =>
    columns.map((c) => {
      const value = c.value(row);
      return typeof value === 'string' ? safeCell(value) : value;
    });
  return Readable.from(
    (async function* () {
      yield stringify([columns.map((c) => c.header)]);
      let batch: Array<Array<string | number | null>> = [];
      for await (const row of rows) {
        batch.push(toRecord(row));
        if (batch.length === BATCH_ROWS) {
          yield stringify(batch);
          batch = [];
        }
      }
      if (batch.length > 0) yield stringify(batch);
    })(),
    { objectMode: false },
  );
}
