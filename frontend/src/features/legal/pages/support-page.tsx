import Typography from '@mui/material/Typography';
import { legalTexts, supportFaq } from '@fr/contracts/legal';
import { ContactForm } from '../components/contact-form';
import { LegalPage, Sections } from '../components/legal-page';

const t = legalTexts.legal;

/** Support (issue 21): answers to common questions, then the contact form. */
export function SupportPage() {
  return (
    <LegalPage document="support" intro={t.supportIntro}>
      <Typography variant="h5" component="h2">
        {t.faqHeading}
      </Typography>
      <Sections sections={supportFaq} level={3} />
      <ContactForm />
    </LegalPage>
  );
}
