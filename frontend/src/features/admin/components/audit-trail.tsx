import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import FilterListIcon from '@mui/icons-material/FilterList';
import { ADMIN_PAGE_SIZE, type AdminPerson, adminTexts } from '@fr/contracts/admin';
import { useGetAuditTrailQuery } from '../../../api/admin';
import { browserTimeZone, formatDateTime } from '../../../lib/format';
import { SectionCard } from '../../../components/section-card';
import { QueryState } from '../../../components/query-state';
import { PagedTable } from './paged-table';
import { PersonLabel } from './person-label';
import { shellTexts } from '@fr/contracts/shell';

const t = adminTexts.admin.audit;

/** A person in the trail, with a button that narrows the trail to what they did or had done to them. */
function Who({ person, onOnly }: { person: AdminPerson; onOnly: (person: AdminPerson) => void }) {
  const label = `${t.onlyPerson} ${person.name}`;
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <PersonLabel person={person} />
      {person.kind !== 'system' && (
        <Tooltip title={label}>
          <IconButton size="small" aria-label={label} onClick={() => onOnly(person)} sx={{ p: 0.25 }}>
            <FilterListIcon sx={{ fontSize: '0.9rem' }} />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
}

/** Every admin action, newest first: when (with its zone), who, what in words and about whom; narrowed to one person on demand. */
export function AuditTrail() {
  const [page, setPage] = useState(1);
  const [only, setOnly] = useState<AdminPerson | null>(null);
  const trail = useGetAuditTrailQuery({ page, personId: only?.id ?? null });
  const choose = (person: AdminPerson | null) => {
    setOnly(person);
    setPage(1);
  };
  return (
    <SectionCard
      outlined
      title={adminTexts.admin.auditTrail}
      action={
        only && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip label={`${t.showingOnly} ${only.name}`} />
            <Button size="small" onClick={() => choose(null)}>
              {t.showAll}
            </Button>
          </Stack>
        )
      }
    >
      <QueryState query={trail} failed={shellTexts.app.loadFailed} isEmpty={(data) => data.entries.length === 0} emptyText={t.empty}>
        {(data) => (
          <PagedTable
            label={adminTexts.admin.auditTrail}
            columns={[{ label: t.when }, { label: t.who }, { label: t.what }, { label: t.about }, { label: t.details }]}
            total={data.total}
            pageSize={ADMIN_PAGE_SIZE}
            page={page}
            onPage={setPage}
          >
            {data.entries.map((entry) => (
              <TableRow key={entry.eventId}>
                <TableCell>{formatDateTime(entry.recordedAt, browserTimeZone())}</TableCell>
                <TableCell>
                  <Who person={entry.actor} onOnly={choose} />
                </TableCell>
                <TableCell>{entry.action}</TableCell>
                <TableCell>{entry.subject && <Who person={entry.subject} onOnly={choose} />}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{entry.summary}</TableCell>
              </TableRow>
            ))}
          </PagedTable>
        )}
      </QueryState>
    </SectionCard>
  );
}
