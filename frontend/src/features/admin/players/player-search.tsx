import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_PAGE_SIZE, type AdminPlayer, type AdminRole, adminTexts, roleMayCall } from '@fr/contracts/admin';
import { apiRoutes } from '@fr/contracts/api-routes';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { adminPlayerPath } from '@fr/contracts/player-360';
import { useSearchPlayersQuery } from '../../../api/admin';
import { LockDialog } from '../components/lock-dialog';
import { browserTimeZone, formatDay } from '../../../lib/format';
import { QueryState } from '../../../components/query-state';
import { PagedTable } from '../components/paged-table';
import { PendingApprovals } from '../adjustments';
import { shellTexts } from '@fr/contracts/shell';

const t = adminTexts.admin.users;

/**
 * Issue 11 item 7: search players by username or e-mail prefix, each opening the player's page (issue 23); the admin role
 * locks and unlocks them with a reason.
 */
export function PlayerSearch({ role }: { role: AdminRole }) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [acting, setActing] = useState<AdminPlayer | null>(null);
  const search = useSearchPlayersQuery({ q: q.trim(), page });
  const mayLock = roleMayCall(apiRoutes.adminLockUser, role);
  // Finance finds players (payments name them) but has no player page.
  const mayOpen = roleMayCall(apiRoutes.adminPlayer360, role);

  return (
    <Stack spacing={2}>
      <TextField
        label={t.searchLabel}
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          setPage(1);
        }}
        type="search"
      />
      {!mayLock && <Typography color="text.secondary">{t.readOnly}</Typography>}
      <PendingApprovals role={role} />
      <QueryState query={search} failed={shellTexts.app.loadFailed} isEmpty={(data) => data.users.length === 0} emptyText={t.empty}>
        {(data) => (
          <PagedTable
            label={adminTexts.admin.sections.players.label}
            // The lock button's column has no heading.
            columns={[t.username, t.email, t.registered, t.verified, t.status, ...(mayLock ? [''] : [])].map((label) => ({ label }))}
            total={data.total}
            pageSize={ADMIN_PAGE_SIZE}
            page={page}
            onPage={setPage}
          >
            {data.users.map((user) => (
              <TableRow key={user.userId} data-testid={`player-${user.username}`}>
                <TableCell>
                  {mayOpen ? (
                    <Link component={RouterLink} to={adminPlayerPath(user.userId)}>
                      {user.username}
                    </Link>
                  ) : (
                    user.username
                  )}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{user.email}</TableCell>
                <TableCell>{formatDay(user.registeredAt, browserTimeZone())}</TableCell>
                <TableCell>{user.emailVerified ? '✓' : '–'}</TableCell>
                <TableCell>
                  {user.locked ? (
                    <Chip size="small" color="error" label={t.locked} title={user.lockReason ?? undefined} />
                  ) : (
                    <Chip size="small" color="success" label={t.active} />
                  )}
                </TableCell>
                {mayLock && (
                  <TableCell>
                    <Button size="small" onClick={() => setActing(user)}>
                      {user.locked ? t.unlock : t.lock}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </PagedTable>
        )}
      </QueryState>
      {acting && <LockDialog player={acting} onClose={() => setActing(null)} />}
    </Stack>
  );
}
