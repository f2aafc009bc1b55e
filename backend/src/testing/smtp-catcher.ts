import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as it arrived over SMTP, parsed: recipients, subject, plain text and HTML. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

interface Waiter {
  match(mail: CaughtMail): boolean;
  resolve(mail: CaughtMail): void;
}

/**
 * A real SMTP server in process that the system under test sends to (`SMTP_URL`); each mail is parsed with mailparser.
 * `next` resolves when a matching mail arrives (or at once if one has), so a test waits on the delivery itself.
 */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  private readonly waiters = new Set<Waiter>();
  private readonly taken = new Set<CaughtMail>();
  private readonly server = new SMTPServer({
    authOptional: true,
    secure: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((parsed) => {
          this.arrived(
            parsed,
            session.envelope.rcptTo.map(({ address }) => address.toLowerCase()),
          );
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(resolve));
  }

  /** The first mail to `to` (whose subject matches, if given) not taken by an earlier call. */
  next(to: string, subject?: RegExp): Promise<CaughtMail> {
    const match = (mail: CaughtMail) =>
      !this.taken.has(mail) && mail.to.includes(to.toLowerCase()) && (!subject || subject.test(mail.subject));
    const found = this.mails.find(match);
    if (found) {
      this.taken.add(found);
      return Promise.resolve(found);
    }
    return new Promise((resolve) => this.waiters.add({ match, resolve }));
  }

  /** Every mail to `to` that has arrived so far. */
  to(to: string): CaughtMail[] {
    return this.mails.filter((mail) => mail.to.includes(to.toLowerCase()));
  }

  private arrived(parsed: ParsedMail, to: string[]) {
    const mail: CaughtMail = {
      to,
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
    };
    this.mails.push(mail);
    for (const waiter of this.waiters) {
      if (waiter.match(mail)) {
        this.waiters.delete(waiter);
        this.taken.add(mail);
        waiter.resolve(mail);
        return;
      }
    }
  }
}

/** The first link in a mail's text whose path is `path` (e.g. `/reset-password`). */
export function linkIn(mail: CaughtMail, path: string): URL {
  const url = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((candidate) => new URL(candidate))
    .find((candidate) => candidate.pathname === path);
  if (!url) throw new Error(`no ${path} link in "${mail.subject}"`);
  return url;
}
