/**
 * Prints the closing line of a CI run, counted over every test runner's JSON report:
 *
 *   N passed, N failed[, N skipped]
 *
 * Usage: node --import tsx scripts/test-summary.ts [--exit-code N] [report.json ...]
 *   report.json  Vitest (or Jest-compatible) JSON reports; default: test-results/vitest.json.
 *   --exit-code  the test command's exit code; a non-zero code with no failure in any report counts as one failure.
 *
 * A missing or unreadable report counts as 0 passed and 1 failed. A test file that failed without a failing test
 * (an import error, a failing hook) counts as one failure. The script exits 0 whenever it printed the line;
 * the caller decides the verdict from the line and the runner's exit code.
 */
import { readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const DEFAULT_REPORTS = ['test-results/vitest.json'];

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Counts one Vitest/Jest-style JSON report (numPassedTests, numFailedTests, numPendingTests, numTodoTests, testResults). */
export function countReport(report: unknown): Counts {
  if (!isRecord(report) || typeof report.numPassedTests !== 'number' || typeof report.numFailedTests !== 'number') {
    throw new Error('not a Vitest/Jest JSON report (numPassedTests / numFailedTests missing)');
  }
  let failed = count(report.numFailedTests);
  // A file that failed on its own (import error, failing beforeAll/afterAll) has no failing test: count the file.
  const files = Array.isArray(report.testResults) ? report.testResults : [];
  for (const file of files) {
    if (!isRecord(file) || file.status !== 'failed') continue;
    const assertions = Array.isArray(file.assertionResults) ? file.assertionResults : [];
    if (!assertions.some((a) => isRecord(a) && a.status === 'failed')) failed += 1;
  }
  if (report.success === false && failed === 0) failed = 1;
  return {
    passed: count(report.numPassedTests),
    failed,
    skipped: count(report.numPendingTests) + count(report.numTodoTests),
  };
}

export function formatCounts({ passed, failed, skipped }: Counts): string {
  return `${passed} passed, ${failed} failed` + (skipped > 0 ? `, ${skipped} skipped` : '');
}

function parseArgs(argv: string[]): { reports: string[]; exitCode: number } {
  const reports: string[] = [];
  let exitCode = 0;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--exit-code' || arg.startsWith('--exit-code=')) {
      const raw = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[(i += 1)];
      exitCode = Number.parseInt(raw ?? '', 10);
      if (Number.isNaN(exitCode)) exitCode = 1;
    } else {
      reports.push(arg);
    }
  }
  return { reports: reports.length > 0 ? reports : DEFAULT_REPORTS, exitCode };
}

function describe(error: unknown): string {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
  return String(error instanceof Error ? error.message : error)
    .replace(/\s+/g, ' ')
    .trim();
}

function main(): void {
  const { reports, exitCode } = parseArgs(process.argv.slice(2));
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  for (const path of reports) {
    let counts: Counts;
    try {
      counts = countReport(JSON.parse(readFileSync(path, 'utf8')));
      console.log(`report ${path}: passed=${counts.passed} failed=${counts.failed} skipped=${counts.skipped}`);
    } catch (error) {
      console.log(`report ${path}: unusable (${describe(error)}); counted as 1 failure`);
      counts = { passed: 0, failed: 1, skipped: 0 };
    }
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  if (exitCode !== 0 && total.failed === 0) {
    console.log(`the test command exited with ${exitCode} but no report records a failure; counted as 1 failure`);
    total.failed = 1;
  }
  console.log(formatCounts(total));
}

main();
