import { useState } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { ADMIN_PAGE_SIZE } from '@fr/contracts/admin';
import { texts } from '@fr/contracts/texts';
import { useGetAuditTrailQuery } from '../../../api/admin';
import { browserTimeZone, formatDateTime } from '../../../lib/format';
import { SectionCard } from '../../../components/section-card';
import { QueryState } from '../../../components/query-state';
import { PagedTable } from './paged-table';

const t = texts.admin.audit;

/** Every admin action, newest first: who, when, what and about whom. */
export function AuditTrail() {
  const [page, setPage] = useState(1);
  const trail = useGetAuditTrailQuery(page);
  return (
    <SectionCard outlined title={texts.admin.auditTrail}>
      <QueryState query={trail} failed={texts.app.loadFailed} isEmpty={(data) => data.entries.length === 0} emptyText={t.empty}>
        {(data) => (
          <PagedTable
            label={texts.admin.auditTrail}
            columns={[{ label: t.when }, { label: t.who }, { label: t.what }, { label: t.details }]}
            total={data.total}
            pageSize={ADMIN_PAGE_SIZE}
            page={page}
            onPage={setPage}
          >
            {data.entries.map((entry) => (
              <TableRow key={entry.eventId}>
                <TableCell>{formatDateTime(entry.recordedAt, browserTimeZone())}</TableCell>
                <TableCell>{entry.adminUsername ?? entry.adminId}</TableCell>
                <TableCell>{entry.type}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{[entry.subject, entry.details].filter(Boolean).join(' · ')}</TableCell>
              </TableRow>
            ))}
          </PagedTable>
        )}
      </QueryState>
    </SectionCard>
  );
}
