import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { toPlainText } from '@react-email/render';
import { emailLayoutTexts } from '@fr/contracts';

/** An e-mail as the send-email job takes it. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** What a feature says in an e-mail; the layout gives every e-mail the same header, button and footer. */
export interface EmailSpec {
  subject: string;
  /** The line mail clients show after the subject in the inbox. */
  preview: string;
  heading: string;
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  /** Lines after the button (an expiry, a help line), smaller. */
  notes?: readonly string[];
  /** Optional e-mails only: the one-click unsubscribe link of the footer (the same as the List-Unsubscribe header). */
  unsubscribeUrl?: string;
}

const colors = { brand: '#1b5e20', text: '#1f2933', muted: '#6b7280', background: '#f3f4f6' };
const font = 'Helvetica, Arial, sans-serif';

function EmailLayout(spec: EmailSpec): ReactNode {
  return h(
    Html,
    { lang: 'en' },
    h(Head, null),
    h(Preview, null, spec.preview),
    h(
      Body,
      { style: { backgroundColor: colors.background, fontFamily: font, color: colors.text, margin: 0, padding: '24px 0' } },
      h(
        Container,
        { style: { backgroundColor: '#ffffff', borderRadius: 8, maxWidth: 560, padding: '0 32px 24px' } },
        h(
          Section,
          { style: { borderBottom: `3px solid ${colors.brand}`, padding: '20px 0 12px' } },
          h(Text, { style: { color: colors.brand, fontSize: 20, fontWeight: 700, margin: 0 } }, emailLayoutTexts.productName),
        ),
        h(Heading, { as: 'h1', style: { fontSize: 22, margin: '24px 0 12px' } }, spec.heading),
        ...spec.paragraphs.map((paragraph, i) => h(Text, { key: `p${i}`, style: { fontSize: 16, lineHeight: '24px' } }, paragraph)),
        spec.action
          ? h(
              Section,
              { style: { padding: '12px 0' } },
              h(
                Button,
                {
                  href: spec.action.url,
                  style: { backgroundColor: colors.brand, borderRadius: 6, color: '#ffffff', fontWeight: 700, padding: '12px 20px' },
                },
                spec.action.label,
              ),
              // Clients that drop the button's styling (and the plain-text part) still show where it leads.
              h(Text, { style: { color: colors.muted, fontSize: 13, wordBreak: 'break-all' } }, spec.action.url),
            )
          : null,
        ...(spec.notes ?? []).map((note, i) => h(Text, { key: `n${i}`, style: { color: colors.muted, fontSize: 14 } }, note)),
        h(Hr, { style: { borderColor: '#e5e7eb', margin: '24px 0 12px' } }),
        h(Text, { style: { color: colors.muted, fontSize: 12, margin: '4px 0' } }, emailLayoutTexts.sender),
        spec.unsubscribeUrl
          ? h(
              Text,
              { style: { color: colors.muted, fontSize: 12, margin: '4px 0' } },
              `${emailLayoutTexts.whyOptional} `,
              h(
                Link,
                { href: spec.unsubscribeUrl, style: { color: colors.muted, textDecoration: 'underline' } },
                emailLayoutTexts.unsubscribe,
              ),
            )
          : h(Text, { style: { color: colors.muted, fontSize: 12, margin: '4px 0' } }, emailLayoutTexts.whyRequired),
      ),
    ),
  );
}

const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * An e-mail in the product's look, as HTML and plain text. React Email's components give the markup mail clients
 * read; the HTML is rendered synchronously (React's static markup, as React Email's own `render` does underneath,
 * without its async wrapper) so that a template stays a plain function returning `EmailContent`. The plain text is
 * React Email's conversion of that HTML (links kept as `label [url]`).
 */
export function renderEmail(spec: EmailSpec): EmailContent {
  const html = `${DOCTYPE}${renderToStaticMarkup(h(EmailLayout, spec))}`;
  return { subject: spec.subject, html, text: toPlainText(html) };
}
