import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { AdminPerson } from '@fr/contracts/admin';
import { useNotify } from '../../../components/notifications/use-notify';
import { adminTexts } from '@fr/contracts/admin';

const t = adminTexts.admin.person;

/**
 * A person in the operator console (issue 23): the name, the e-mail beside it where there is one, the id on hover and
 * a button that copies it. Every admin screen shows people through this, never as a bare id.
 */
export function PersonLabel({ person, showEmail = true }: { person: AdminPerson; showEmail?: boolean }) {
  const notify = useNotify();
  const name = person.kind === 'erased' ? t.erased : person.kind === 'system' ? `${t.system} · ${person.name}` : person.name;
  const copy = () => {
    void navigator.clipboard?.writeText(person.id).then(() => notify({ title: t.copied, message: person.id }));
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }} data-testid="person-label">
      <Tooltip title={person.id}>
        <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
          {name}
        </Typography>
      </Tooltip>
      {showEmail && person.email && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {person.email}
        </Typography>
      )}
      {person.kind !== 'system' && (
        <IconButton size="small" aria-label={`${t.copyId} ${person.id}`} onClick={copy} sx={{ p: 0.25 }}>
          <ContentCopyIcon sx={{ fontSize: '0.9rem' }} />
        </IconButton>
      )}
    </Stack>
  );
}
