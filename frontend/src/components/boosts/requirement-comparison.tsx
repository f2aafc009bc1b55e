import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RequirementRow } from './boost-preview-model';
import { formatNumber } from '../../lib/format';
import { shopTexts } from '@fr/contracts/shop';

const points = (value: number) => `${formatNumber(value)} ${shopTexts.boosts.points}`;

/** Current vs boosted points each tier requires (the performance boost preview of spec §2). */
export function RequirementComparison({ rows }: { rows: readonly RequirementRow[] }) {
  const t = shopTexts.boosts;
  return (
    <section aria-labelledby="requirements-title">
      <Typography variant="subtitle2" component="h3" id="requirements-title" sx={{ mb: 0.5 }}>
        {t.requirementsTitle}
      </Typography>
      <Table size="small" data-testid="requirement-comparison">
        <TableHead>
          <TableRow>
            <TableCell sx={{ pl: 0 }} />
            <TableCell align="right">{t.current}</TableCell>
            <TableCell align="right" sx={{ pr: 0 }}>
              {t.boosted}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.name} data-testid="requirement-row">
              <TableCell component="th" scope="row" sx={{ pl: 0, fontWeight: 600 }}>
                {row.name}
              </TableCell>
              <TableCell align="right" sx={{ color: 'text.secondary' }}>
                {points(row.current)}
              </TableCell>
              <TableCell align="right" sx={{ pr: 0, color: 'primary.main', fontWeight: 700 }}>
                {points(row.boosted)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
