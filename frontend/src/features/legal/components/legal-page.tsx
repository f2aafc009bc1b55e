import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { documentVersion, legalTexts, type LegalDocument, type LegalSection } from '@fr/contracts/legal';
import { PageHeader } from '../../../components/page-header';

const t = legalTexts.legal;

/** A document's sections, each a region named by its heading (h2, or h3 under a heading of their own). */
export function Sections({ sections, level = 2 }: { sections: readonly LegalSection[]; level?: 2 | 3 }) {
  return sections.map((section) => (
    <Stack component="section" key={section.heading} spacing={1} aria-label={section.heading}>
      <Typography variant={level === 2 ? 'h6' : 'subtitle1'} component={`h${level}`} sx={{ fontWeight: 600 }}>
        {section.heading}
      </Typography>
      {section.paragraphs.map((paragraph) => (
        <Typography key={paragraph} variant="body2">
          {paragraph}
        </Typography>
      ))}
    </Stack>
  ));
}

/** One footer page: its title, the version and effective date it is at, an introduction, then its content in a card. */
export function LegalPage({ document, intro, children }: { document: LegalDocument; intro: string; children: ReactNode }) {
  const { version, effectiveDate } = documentVersion(document, new Date());
  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <div>
        <PageHeader title={t.titles[document]} subtitle={intro} />
        <Typography variant="caption" color="text.secondary" data-testid="legal-version">
          {t.versionLine(version, effectiveDate)}
        </Typography>
      </div>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={3}>{children}</Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
