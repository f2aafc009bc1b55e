import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { analyticsTexts, type MonthlyStatement, type ReconciliationLine } from '@fr/contracts/analytics';
import { useGetFinanceStatementQuery } from '../../../api/analytics';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { formatCents, formatNumber } from '../../../lib/format';
import { ExportButton } from './export-button';

const t = analyticsTexts.finance;
type Figure = keyof typeof t.statementRows;
const money: ReadonlySet<Figure> = new Set(['grossRevenueCents', 'refundsCents', 'disputesCents', 'netRevenueCents', 'prizesValueCents']);

/** The statement of the month the range ends in: its figures, and each check against the ledger with its difference. */
export function StatementTab({ month }: { month: string }) {
  const statement = useGetFinanceStatementQuery(month);
  return (
    <QueryState query={statement}>
      {(data) => (
        <SectionCard
          outlined
          title={t.statementTitle(data.month)}
          action={<ExportButton kind="statement" range={{ to: data.to }} label={t.downloadCsv} />}
        >
          <StatementFigures statement={data} />
        </SectionCard>
      )}
    </QueryState>
  );
}

function StatementFigures({ statement }: { statement: MonthlyStatement }) {
  const figures = Object.keys(t.statementRows) as Figure[];
  const show = (figure: Figure) => (money.has(figure) ? formatCents(statement[figure]) : formatNumber(statement[figure]));
  return (
    <Stack spacing={3}>
      <Table size="small" data-testid="statement-figures">
        <TableBody>
          {figures.map((figure) => (
            <TableRow key={figure}>
              <TableCell>{t.statementRows[figure]}</TableCell>
              <TableCell align="right">{show(figure)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Reconciliation
        title={t.reconciliation}
        columns={t.reconciliationColumns}
        lines={statement.ledger}
        testId="statement-reconciliation"
      />
      {statement.provider.unavailable === null ? (
        <Reconciliation
          title={t.providerReconciliation}
          columns={t.providerColumns}
          lines={statement.provider.lines}
          testId="statement-provider"
        />
      ) : (
        <Stack spacing={1}>
          <strong>{t.providerReconciliation}</strong>
          <Alert severity="warning">{statement.provider.unavailable}</Alert>
        </Stack>
      )}
    </Stack>
  );
}

/** One book checked against ours: each line with both sides and the difference, highlighted where they disagree. */
function Reconciliation({
  title,
  columns: r,
  lines,
  testId,
}: {
  title: string;
  columns: { check: string; ours: string; theirs: string; difference: string };
  lines: ReconciliationLine[];
  testId: string;
}) {
  const agrees = lines.every((line) => line.difference === 0);
  const amount = (value: number, unit: 'coins' | 'cents') => (unit === 'cents' ? formatCents(value) : formatNumber(value));
  return (
    <Stack spacing={1}>
      <strong>{title}</strong>
      {agrees && <Alert severity="success">{t.reconciled}</Alert>}
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            <TableCell>{r.check}</TableCell>
            <TableCell align="right">{r.ours}</TableCell>
            <TableCell align="right">{r.theirs}</TableCell>
            <TableCell align="right">{r.difference}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.check} selected={line.difference !== 0}>
              <TableCell>{line.check}</TableCell>
              <TableCell align="right">{amount(line.ours, line.unit)}</TableCell>
              <TableCell align="right">{amount(line.theirs, line.unit)}</TableCell>
              <TableCell align="right">{amount(line.difference, line.unit)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
