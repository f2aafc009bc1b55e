import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card, { type CardProps } from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  /** The title's id, which names the card. */
  id: string;
  /** Chips above the title: category, platform, rarity. */
  chips: ReactNode;
  title: string;
  description: string;
  /** The prize or its value, large. */
  value: string;
  valueColor: string;
  /** The small line under the value: ends in, participants, tier, stock. */
  facts: ReactNode;
  detailsLabel: string;
  detailsTestId: string;
  onOpen: () => void;
  /** The card's own frame: variant, border, test id and data attributes. */
  card: CardProps & Record<`data-${string}`, string>;
}

/** One item of a catalogue grid (a prize, a partner contest) with the way to its details. */
export function CatalogueCard({
  id,
  chips,
  title,
  description,
  value,
  valueColor,
  facts,
  detailsLabel,
  detailsTestId,
  onOpen,
  card,
}: Props) {
  return (
    <Card component="article" aria-labelledby={id} {...card}>
      <CardContent sx={{ height: '100%', p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Stack spacing={1.5} sx={{ height: '100%' }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {chips}
          </Stack>
          <div>
            <Typography variant="h6" component="h3" id={id}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          </div>
          <Typography variant="h5" component="p" sx={{ color: valueColor, fontWeight: 800, flex: 1 }}>
            {value}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
            {facts}
          </Stack>
          <Button variant="outlined" onClick={onOpen} aria-label={`${detailsLabel}: ${title}`} data-testid={detailsTestId}>
            {detailsLabel}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
