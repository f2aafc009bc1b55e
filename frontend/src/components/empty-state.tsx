import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  /** A large icon above the title. */
  icon?: ReactNode;
  title?: string;
  text?: ReactNode;
  /** The way on: buttons under the text. */
  children?: ReactNode;
  /**
   * What the title is: the page's h1 where the message is the whole page (sign-in gate, verification), a section's
   * h2 on a page, a plain line inside a dialog or panel.
   */
  heading?: 'h1' | 'h2' | 'p';
  /** In a card of its own (a page or a grid cell), or bare inside something that is one already. */
  card?: boolean;
  maxWidth?: number;
  testId?: string;
  textTestId?: string;
}

/** A centred message where there is nothing to show yet, or nothing but the message: icon, title, text, the way on. */
export function EmptyState({ icon, title, text, children, heading = 'h2', card = true, maxWidth, testId, textTestId }: Props) {
  const message = (
    <Stack
      spacing={heading === 'h1' ? 2 : 1.5}
      sx={{ alignItems: 'center', textAlign: 'center', py: card ? 0 : 2 }}
      data-testid={card ? undefined : testId}
    >
      {icon}
      {title && (
        <Typography variant={heading === 'h1' ? 'h5' : 'h6'} component={heading}>
          {title}
        </Typography>
      )}
      {text && (
        <Typography color="text.secondary" variant={card ? 'body1' : 'body2'} data-testid={textTestId}>
          {text}
        </Typography>
      )}
      {children}
    </Stack>
  );
  if (!card) return message;
  return (
    <Card sx={{ maxWidth, mx: maxWidth ? 'auto' : undefined }} data-testid={testId}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>{message}</CardContent>
    </Card>
  );
}
