import Typography from '@mui/material/Typography';
import { contestsTexts } from '@fr/contracts/contests';

/** The FTC disclosure of our commission, shown where partner links are, before anyone clicks one. */
export function AffiliateDisclosure({ id }: { id?: string }) {
  return (
    <Typography id={id} variant="caption" color="text.secondary" data-testid="affiliate-disclosure">
      {contestsTexts.contests.disclosure}
    </Typography>
  );
}
