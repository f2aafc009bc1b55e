import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { legalTexts, privacyPolicy, retentionPolicy } from '@fr/contracts/legal';
import { LegalPage, Sections } from '../components/legal-page';

const t = legalTexts.legal;

/** The Privacy Policy (issue 21), with "What we keep and for how long" from the one retention list in contracts. */
export function PrivacyPage() {
  const [collect, use, share, ...rest] = privacyPolicy;
  return (
    <LegalPage document="privacy" intro={t.privacyIntro}>
      <Sections sections={[collect!, use!, share!]} />
      <Stack component="section" spacing={1} aria-label={t.retentionHeading}>
        <Typography variant="h6" component="h2">
          {t.retentionHeading}
        </Typography>
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t.retentionColumns.data}</TableCell>
                <TableCell>{t.retentionColumns.kept}</TableCell>
                <TableCell>{t.retentionColumns.why}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {retentionPolicy.map((row) => (
                <TableRow key={row.data}>
                  <TableCell>{row.data}</TableCell>
                  <TableCell>{row.kept}</TableCell>
                  <TableCell>{row.why}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Stack>
      <Sections sections={rest} />
    </LegalPage>
  );
}
