import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  title: string;
  /** The line under the title (spec §2 words one for most pages). */
  subtitle?: string;
  /** A small label above the title, naming what kind of page this is ("Official Rules"). */
  overline?: string;
  /** Beside the title on wide screens, under it on narrow ones: the balance, a sync button, a role badge. */
  actions?: ReactNode;
  /** A smaller title, for a page that is one form or one card (admin sign-in). */
  compact?: boolean;
}

/** The one heading (h1) of a page, with its subtitle and actions. */
export function PageHeader({ title, subtitle, overline, actions, compact = false }: Props) {
  const heading = (
    <div>
      {overline && (
        <Typography variant="overline" color="text.secondary">
          {overline}
        </Typography>
      )}
      <Typography variant={compact ? 'h5' : 'h4'} component="h1">
        {title}
      </Typography>
      {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
    </div>
  );
  if (!actions) return heading;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
    >
      {heading}
      {actions}
    </Stack>
  );
}
