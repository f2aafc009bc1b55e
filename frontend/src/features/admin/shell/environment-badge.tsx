import Chip from '@mui/material/Chip';
import type { AdminEnvironment } from '@fr/contracts/admin';
import { adminTexts } from '@fr/contracts/admin';

const t = adminTexts.admin.shell;

/** Production in red, so nobody takes it for a demo; staging amber; a demo or a developer's machine quiet. */
const colors = { production: 'error', staging: 'warning', demo: 'info', development: 'default' } as const;

/** Where this console runs (the server says, from its configuration). */
export function EnvironmentBadge({ environment }: { environment: AdminEnvironment }) {
  return (
    <Chip
      size="small"
      color={colors[environment]}
      label={t.environments[environment]}
      aria-label={`${t.environmentLabel}: ${t.environments[environment]}`}
      data-testid="admin-environment"
    />
  );
}
