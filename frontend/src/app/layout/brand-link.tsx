import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { clientRoutes, shellTexts } from '@fr/contracts/shell';
import { usePageSources } from '../../components/page-sources';

/** Mobile navigation always shows the short label; desktop only on screens too narrow for the full name. */
type Compact = 'always' | 'when-narrow';

const display: Record<Compact, { full: object; short: object }> = {
  always: { full: { display: 'none' }, short: { display: 'inline' } },
  'when-narrow': { full: { display: { xs: 'none', sm: 'inline' } }, short: { display: { xs: 'inline', sm: 'none' } } },
};

export function BrandLink({ compact }: { compact: Compact }) {
  const { Link: RouterLink } = usePageSources();
  return (
    <Link
      component={RouterLink}
      to={clientRoutes.home}
      underline="none"
      color="inherit"
      aria-label={shellTexts.app.brandName}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 800, fontSize: 20, flexShrink: 0 }}
    >
      <EmojiEventsIcon color="secondary" />
      <Box component="span" sx={display[compact].full}>
        {shellTexts.app.brandName}
      </Box>
      <Box component="span" sx={display[compact].short}>
        {shellTexts.app.brandShort}
      </Box>
    </Link>
  );
}
