import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as it arrived over SMTP, parsed. */
export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header fields by lower-case name, as sent (mailparser groups `List-*` fields, so they are read from the lines). */
  header(name: string): string | undefined;
  parsed: ParsedMail;
}

export interface SmtpStandIn {
  /** `smtp://127.0.0.1:{port}`, for SMTP_URL. */
  url: string;
  /** Everything received so far, in order of arrival. */
  messages(): ReceivedMail[];
  /**
   * The first message (received already or arriving later) that matches; rejects after `timeoutMs` (by default just
   * under an integration test's own limit) with what did arrive, so a missing mail fails with the evidence.
   */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** The first message to `to` (whose subject matches, if given) that no earlier `next` took: one e-mail per call. */
  next(to: string, subject?: RegExp): Promise<ReceivedMail>;
  /** Every message to `to` received so far. */
  to(to: string): ReceivedMail[];
  close(): Promise<void>;
}

const addressedTo = (mail: ReceivedMail, to: string) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase());

/** The first link in a message's text whose path is `path` (e.g. `/reset-password`). */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const url = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((candidate) => new URL(candidate))
    .find((candidate) => candidate.pathname === path);
  if (!url) throw new Error(`no ${path} link in "${mail.subject}"`);
  return url;
}

function toReceived(to: string[], parsed: ParsedMail): ReceivedMail {
  return {
    to,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    header: (name) => {
      const line = parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line;
      return line?.slice(line.indexOf(':') + 1).trim();
    },
    parsed,
  };
}

/** A real SMTP server in process (no TLS, no auth): what the product's SMTP mailer sends arrives here, parsed by mailparser. */
export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<{ predicate: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }>();
  const server = new SMTPServer({
    authOptional: true,
    secure: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map(({ address }) => address);
      simpleParser(stream)
        .then((parsed) => {
          const mail = toReceived(to, parsed);
          received.push(mail);
          for (const waiter of [...waiters]) {
            if (waiter.predicate(mail)) {
              waiters.delete(waiter);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const standIn: SmtpStandIn = {
    url: `smtp://127.0.0.1:${port}`,
    messages: () => [...received],
    next(to, subject) {
      // Taken as the match is found, before any other waiter sees the message: two calls waiting for the same kind of
      // e-mail get one message each.
      return standIn.waitFor((m) => {
        if (taken.has(m) || !addressedTo(m, to) || (subject && !subject.test(m.subject))) return false;
        taken.add(m);
        return true;
      });
    },
    to: (to) => received.filter((mail) => addressedTo(mail, to)),
    waitFor(predicate, timeoutMs = 55_000) {
      const found = received.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const got = received.map((m) => `${m.to.join(',')}: ${m.subject}`).join('\n  ');
          reject(new Error(`no matching e-mail within ${timeoutMs} ms; received:\n  ${got}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
