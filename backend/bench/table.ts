import { writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';

export type Cell = string | number;
export type BenchRow = Record<string, Cell>;

/** One figure as `BENCH_JSON` records it, so runs can be compared over time. */
export interface BenchFigure {
  name: string;
  /** What value is counted in: 'events/s', 'req/s', 'ms', 'bytes', ... */
  unit: string;
  value: number;
  /** The same measure of the section's baseline in the same run; null for a baseline itself. */
  baseline: number | null;
  /** value / baseline; whether higher is better follows from the unit (a rate or a cost). */
  ratio: number | null;
}

export function figure(name: string, unit: string, value: number, baseline?: number): BenchFigure {
  return { name, unit, value, baseline: baseline ?? null, ratio: baseline === undefined ? null : value / baseline };
}

export interface BenchTable {
  title: string;
  rows: BenchRow[];
  /** The table's measured rows as figures, for the JSON record. */
  figures: BenchFigure[];
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

/** The machine a run was made on: absolute figures only compare between runs on the same one. */
export function machine() {
  const [first] = cpus();
  return { cpus: cpus().length, cpu: first?.model ?? 'unknown', memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version };
}

/** Writes the run as JSON: when and where it ran, and one object per measured row of every table. */
export async function writeBenchJson(path: string, tables: BenchTable[]): Promise<number> {
  const rows = tables.flatMap((table) => table.figures.map((row) => ({ section: table.title, ...row })));
  await writeFile(path, `${JSON.stringify({ ranAt: new Date().toISOString(), machine: machine(), rows }, null, 2)}\n`);
  return rows.length;
}
