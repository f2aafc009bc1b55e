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
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useGetAuditTrailQuery } from '../../../api/admin';
import { browserTimeZone, formatDateTime } from '../../../lib/format';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';

const t = texts.admin.audit;

/** Every admin action, newest first: who, when, what and about whom. */
export function AuditTrail() {
  const [page, setPage] = useState(1);
  const trail = useGetAuditTrailQuery(page);
  return (
    <SectionCard outlined title={texts.admin.auditTrail}>
      {trail.isLoading ? (
        <LoadingState />
      ) : trail.isError || !trail.data ? (
        <ErrorState onRetry={() => void trail.refetch()} />
      ) : trail.data.entries.length === 0 ? (
        <EmptyState card={false} text={t.empty} />
      ) : (
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
                {trail.data.entries.map((entry) => (
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
          {trail.data.total > ADMIN_PAGE_SIZE && (
            <Pagination count={Math.ceil(trail.data.total / ADMIN_PAGE_SIZE)} page={page} onChange={(_e, next) => setPage(next)} />
          )}
        </>
      )}
    </SectionCard>
  );
}
