import { expect, it } from 'vitest';
import { MAIL_SENDER_POSTAL_ADDRESS, emailLayoutTexts } from '@fr/contracts';
import { renderEmail } from './email-layout';

const spec = {
  subject: 'Receipt',
  preview: 'Thank you',
  heading: 'Your receipt',
  paragraphs: ['Amount paid: $9.99', 'Coins: 1,000'],
  action: { label: 'Open your bank', url: 'https://fr.test/bank' },
};

it('renders the same e-mail as HTML and plain text, with the product name, button and the sender in the footer', () => {
  const email = renderEmail(spec);
  expect(email.subject).toBe('Receipt');
  expect(email.html).toMatch(/^<!DOCTYPE html/);
  for (const part of [email.html, email.text]) {
    expect(part).toContain(emailLayoutTexts.productName);
    expect(part).toContain('Amount paid: $9.99');
    expect(part).toContain('Coins: 1,000');
    expect(part).toContain(MAIL_SENDER_POSTAL_ADDRESS);
    expect(part).toContain('https://fr.test/bank');
  }
  expect(email.html).toContain('Thank you');
  expect(email.html).toContain('href="https://fr.test/bank"');
  expect(email.text).not.toContain('<');
});

it('gives only an optional e-mail an unsubscribe link; a required one says why it is sent', () => {
  const required = renderEmail(spec);
  expect(required.html).not.toContain(emailLayoutTexts.unsubscribe);
  expect(required.text).toContain(emailLayoutTexts.whyRequired);

  const optional = renderEmail({ ...spec, unsubscribeUrl: 'https://fr.test/api/emails/unsubscribe?token=t' });
  expect(optional.html).toContain('href="https://fr.test/api/emails/unsubscribe?token=t"');
  expect(optional.text).toContain('https://fr.test/api/emails/unsubscribe?token=t');
  expect(optional.text).toContain(emailLayoutTexts.whyOptional);
});
