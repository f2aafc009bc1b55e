import { useState } from 'react';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ADMIN_PAGE_SIZE } from '@fr/contracts/admin';
import { texts } from '@fr/contracts/texts';
import { useGetAuditTrailQuery } from '../../../api/admin';
import { browserTimeZone, formatDateTime } from '../../../lib/format';
import { SectionCard } from '../../../components/section-card';
import { QueryState } from '../../../components/query-state';

const t = texts.admin.audit;

/** Every admin action, newest first: who, when, what and about whom. */
export function AuditTrail() {
  const [page, setPage] = useState(1);
  const trail = useGetAuditTrailQuery(page);
  return (
    <SectionCard outlined title={texts.admin.auditTrail}>
      <QueryState query={trail} failed={texts.app.loadFailed} isEmpty={(data) => data.entries.length === 0} emptyText={t.empty}>
        {(data) => (
          <>
            <TableContainer>
              <Table size="small" aria-label={texts.admin.auditTrail}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t.when}</TableCell>
                    <TableCell>{t.who}</TableCell>
                    <TableCell>{t.what}</TableCell>
                    <TableCell>{t.details}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.entries.map((entry) => (
                    <TableRow key={entry.eventId}>
                      <TableCell>{formatDateTime(entry.recordedAt, browserTimeZone())}</TableCell>
                      <TableCell>{entry.adminUsername ?? entry.adminId}</TableCell>
                      <TableCell>{entry.type}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{[entry.subject, entry.details].filter(Boolean).join(' · ')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {data.total > ADMIN_PAGE_SIZE && (
              <Pagination count={Math.ceil(data.total / ADMIN_PAGE_SIZE)} page={page} onChange={(_e, next) => setPage(next)} />
            )}
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}
