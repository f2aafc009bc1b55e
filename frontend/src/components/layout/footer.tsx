import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { clientRoutes, shellTexts } from '@fr/contracts/shell';
import { ViewModeSwitch } from '../view-mode/view-mode-switch';
import { useViewMode } from '../view-mode/view-mode-context';
import { usePageSources } from '../page-sources';

/** The spec names the legal and support links but not their pages; each leads to its page (issue 21). */
const pathOf: Record<(typeof shellTexts.footer.legalLinks)[number], string> = {
  'Terms of Service': clientRoutes.terms,
  'Privacy Policy': clientRoutes.privacy,
  'Official Rules': clientRoutes.officialRules,
  'Responsible Play': clientRoutes.responsiblePlay,
  Support: clientRoutes.support,
};

export function Footer() {
  const mobile = useViewMode() === 'mobile';
  const { Link: RouterLink } = usePageSources();
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', mt: 6, py: 4, bgcolor: 'background.paper' }}>
      <Container maxWidth={mobile ? 'sm' : 'lg'}>
        <Stack spacing={2.5}>
          <Stack
            direction={mobile ? 'column' : 'row'}
            spacing={mobile ? 2 : 3}
            useFlexGap
            sx={{ flexWrap: 'wrap', justifyContent: 'space-between', alignItems: mobile ? 'flex-start' : 'center' }}
          >
            <Stack
              direction="row"
              component="nav"
              aria-label={shellTexts.app.legalNav}
              sx={{ flexWrap: 'wrap', columnGap: 2.5, rowGap: 1 }}
            >
              {shellTexts.footer.legalLinks.map((label) => (
                <Link key={label} component={RouterLink} to={pathOf[label]} color="text.secondary" underline="hover" variant="body2">
                  {label}
                </Link>
              ))}
            </Stack>
            <ViewModeSwitch />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {shellTexts.footer.ageNotice}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            © {shellTexts.app.brandName}. {shellTexts.footer.patent}
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
