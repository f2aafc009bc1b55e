export type Cell = string | number;
export type BenchRow = Record<string, Cell>;

export interface BenchTable {
  title: string;
  rows: BenchRow[];
  /** Printed under the table: what was compared with what, so the numbers can be read without the code. */
  notes?: string[];
}

function format(cell: Cell): string {
  if (typeof cell === 'string') return cell;
  return cell.toLocaleString('en-US', { maximumFractionDigits: cell < 10 ? 2 : 0 });
}

/** Prints rows as an aligned text table; the columns are the keys of the first row. */
export function printTable(title: string, rows: BenchRow[], notes: string[] = []): void {
  const columns = Object.keys(rows[0] ?? {});
  const cells = rows.map((row) => columns.map((column) => format(row[column] ?? '')));
  const widths = columns.map((column, index) => Math.max(column.length, ...cells.map((line) => line[index]?.length ?? 0)));
  const line = (values: string[]) =>
    values.map((value, index) => (index === 0 ? value.padEnd(widths[index] ?? 0) : value.padStart(widths[index] ?? 0))).join('  ');
  console.log(`\n${title}`);
  console.log(line(columns));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const values of cells) console.log(line(values));
  for (const note of notes) console.log(`  ${note}`);
}
