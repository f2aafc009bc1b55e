import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { helpLines, legalTexts, responsiblePlay } from '@fr/contracts/legal';
import { clientRoutes } from '@fr/contracts/shell';
import { LegalPage, Sections } from '../components/legal-page';

const t = legalTexts.legal;

/** Responsible Play (issue 21): limits, self-exclusion (both in the profile's settings) and US help lines. */
export function ResponsiblePlayPage() {
  return (
    <LegalPage document="responsiblePlay" intro={t.responsiblePlayIntro}>
      <Sections sections={responsiblePlay} />
      <Link component={RouterLink} to={clientRoutes.profile}>
        {t.settingsLink}
      </Link>
      <Stack component="section" spacing={1} aria-label={t.helpLinesHeading}>
        <Typography variant="h6" component="h2">
          {t.helpLinesHeading}
        </Typography>
        <Link href={helpLines.gamblerTel}>{t.gamblerLine}</Link>
        <Link href={helpLines.ncpgChatUrl} target="_blank" rel="noopener noreferrer">
          {t.ncpgChat}
        </Link>
        <Link href={helpLines.crisisTel}>{t.crisisLine}</Link>
        <Link href={helpLines.crisisUrl} target="_blank" rel="noopener noreferrer">
          {helpLines.crisisUrl}
        </Link>
      </Stack>
    </LegalPage>
  );
}
