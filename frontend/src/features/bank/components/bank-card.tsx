import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  icon: ReactNode;
  title: string;
  testId: string;
  children: ReactNode;
}

/** A titled card of the Bank; every section shares its frame. */
export function BankCard({ icon, title, testId, children }: Props) {
  const titleId = `${testId}-title`;
  return (
    <Card component="section" aria-labelledby={titleId} data-testid={testId} sx={{ height: '100%' }}>
      <CardContent sx={{ height: '100%', p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack spacing={2} sx={{ height: '100%' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {icon}
            <Typography variant="h6" component="h2" id={titleId}>
              {title}
            </Typography>
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
