import { shellTexts, type SupportTopic, legalTexts } from '@fr/contracts';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const paragraphs = (value: string) =>
  value
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('\n');

/** An admin's answer to a support ticket, with the question it answers quoted below. */
export function supportAnswerEmail(input: {
  name: string | null;
  topic: SupportTopic;
  answer: string;
  question: string;
  ticketId: string;
}): EmailContent {
  const brand = shellTexts.app.brandName;
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,';
  const topic = legalTexts.support.form.topics[input.topic];
  const reference = `Ticket ${input.ticketId}`;
  return {
    subject: `Re: ${topic} (${brand} support)`,
    text: [
      greeting,
      '',
      input.answer,
      '',
      `${brand} support`,
      '',
      `${reference}. You wrote:`,
      ...input.question.split('\n').map((l) => `> ${l}`),
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      paragraphs(input.answer),
      `<p>${escapeHtml(brand)} support</p>`,
      `<p style="color:#666">${escapeHtml(reference)}. You wrote:</p>`,
      `<blockquote style="color:#666">${paragraphs(input.question)}</blockquote>`,
    ].join('\n'),
  };
}
