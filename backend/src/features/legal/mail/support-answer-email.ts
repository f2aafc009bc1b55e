import { shellTexts, type SupportTopic, legalTexts } from '@fr/contracts';
import { renderEmail, type EmailContent } from '../../../platform/mail/email-layout';

const blocks = (value: string) => value.split(/\n{2,}/).filter((block) => block.trim() !== '');

/** An admin's answer to a support ticket, with the question it answers quoted below. */
export function supportAnswerEmail(input: {
  name: string | null;
  topic: SupportTopic;
  answer: string;
  question: string;
  ticketId: string;
}): EmailContent {
  const brand = shellTexts.app.brandName;
  const topic = legalTexts.support.form.topics[input.topic];
  return renderEmail({
    subject: `Re: ${topic} (${brand} support)`,
    preview: blocks(input.answer)[0] ?? topic,
    heading: `Re: ${topic}`,
    paragraphs: [input.name ? `Hi ${input.name},` : 'Hi,', ...blocks(input.answer), `${brand} support`],
    notes: [`Ticket ${input.ticketId}. You wrote:`, ...blocks(input.question)],
  });
}
