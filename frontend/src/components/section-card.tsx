import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  title: string;
  /** Before the title. */
  icon?: ReactNode;
  /** At the title's right end: a status chip, a button. */
  action?: ReactNode;
  /** An outlined card, for sections inside a panel that is a card already (admin). */
  outlined?: boolean;
  /** Fills its grid cell, so cards side by side are as tall as each other. */
  fill?: boolean;
  testId?: string;
  children: ReactNode;
}

/**
 * A titled card that is a region of the page, named by its title (an h2) for screen readers and tests. The name is
 * given as `aria-label`, not by an id (`useId`): an id made by React depends on the tree above the card, and the
 * landing page's first tree must render the markup the app prerendered (decision 0024).
 */
export function SectionCard({ title, icon, action, outlined = false, fill = false, testId, children }: Props) {
  const height = fill ? '100%' : undefined;
  return (
    <Card component="section" aria-label={title} variant={outlined ? 'outlined' : 'elevation'} data-testid={testId} sx={{ height }}>
      <CardContent sx={{ height, p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack spacing={2} sx={{ height }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {icon}
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {title}
            </Typography>
            {action}
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
