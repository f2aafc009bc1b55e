import { useParams } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import { type AdminRole, type AdminSection, adminSectionRoles, adminSections, adminTexts } from '@fr/contracts/admin';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { sectionComponents } from './sections';

const t = adminTexts.admin;

export const isSection = (value: string | undefined): value is AdminSection => adminSections.some((section) => section === value);

/**
 * `/admin/:section/*`: the section's title and purpose, then the section; for an address of a section the role may
 * not open, or of none, a message in words (the server would refuse its API calls anyway).
 */
export function SectionPage({ role }: { role: AdminRole }) {
  const { section } = useParams();
  if (!isSection(section))
    return <EmptyState heading="h1" title={t.shell.unknownTitle} text={t.shell.unknown} testId="admin-section-unknown" />;
  const { label, description } = t.sections[section];
  if (!adminSectionRoles[section].includes(role)) {
    return (
      <EmptyState heading="h1" title={t.shell.forbiddenTitle} text={t.shell.forbidden(label, role)} testId="admin-section-forbidden" />
    );
  }
  const Section = sectionComponents[section];
  return (
    <Stack spacing={3}>
      <PageHeader title={label} subtitle={description} />
      <Section role={role} />
    </Stack>
  );
}
