import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A centred message with one action, for the dashboard's two empty states. */
export function EmptyState({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ p: 4 }}>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
          {icon}
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography color="text.secondary">{text}</Typography>
          {action}
        </Stack>
      </CardContent>
    </Card>
  );
}
