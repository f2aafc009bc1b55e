import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card, { type CardProps } from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
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
  /** The item's picture (a prize's image from the catalogue), above its chips; none, no picture. */
  imageUrl?: string | null;
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
  imageUrl,
  card,
}: Props) {
  return (
    <Card
      component="article"
      aria-labelledby={id}
      {...card}
      // A column, so that the content under a picture still fills the card and the buttons of a row line up.
      sx={[{ display: 'flex', flexDirection: 'column' }, ...(Array.isArray(card.sx) ? card.sx : [card.sx])]}
    >
      {imageUrl && (
        <CardMedia component="img" image={imageUrl} alt={title} loading="lazy" sx={{ aspectRatio: '16 / 9', objectFit: 'cover' }} />
      )}
      <CardContent sx={{ flex: 1, p: 2.5, '&:last-child': { pb: 2.5 } }}>
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
