import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import type { GlossaryTerm } from '@fr/contracts/shell';
import { shellTexts } from '@fr/contracts/shell';

/**
 * A small info button beside one of the product's own words (Rookie, Experience coins, earned, purchased and bonus
 * coins) that explains it in a popover. A popover opened by a press rather than a hover tooltip, so it works on a
 * phone and by keyboard; the texts are contracts' glossary, so every place says the same.
 */
export function InfoTip({ term }: { term: GlossaryTerm }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const { term: name, explanation } = shellTexts.glossary[term];
  return (
    <>
      <IconButton
        size="small"
        aria-label={shellTexts.glossary.about(name)}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          // Inside a clickable card the press explains the word and does not also open the card.
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        data-testid={`info-${term}`}
        sx={{ p: 0.25, ml: 0.25, color: 'text.secondary', verticalAlign: 'middle' }}
      >
        <InfoOutlinedIcon sx={{ fontSize: '1rem' }} />
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        onClick={(event) => event.stopPropagation()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, maxWidth: 320 } } }}
      >
        <Typography id={titleId} component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {explanation}
        </Typography>
      </Popover>
    </>
  );
}
