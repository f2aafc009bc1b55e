import type { LegalDocument, SupportTicketStatus, SupportTopic } from './constants';

/** User-visible texts of the legal pages, the consent dialog and support; the spec fixes none of them (ours). */
export const legalTexts = {
  legal: {
    titles: {
      terms: 'Terms of Service',
      privacy: 'Privacy Policy',
      officialRules: 'Official Rules',
      responsiblePlay: 'Responsible Play',
      support: 'Support',
    } satisfies Record<LegalDocument, string>,
    /** The line under each page's heading. */
    versionLine: (version: string, effectiveDate: string) => `Version ${version} · Effective ${effectiveDate}`,
    termsIntro:
      'These terms are the agreement between you and Fantasy Rewards when you use this site. They are short on purpose; please read them.',
    privacyIntro: 'What we know about you, why, who else sees it, and how long we keep it.',
    retentionHeading: 'What we keep and for how long',
    retentionColumns: { data: 'What', kept: 'How long', why: 'Why' },
    officialRulesIntro:
      'Each raffle has its own official rules: who may enter, how to enter for free, when it is drawn, what it gives and how the draw can be checked. Pick a raffle to read them.',
    officialRulesLoadFailed: 'Failed to load the raffles. Please try refreshing the page.',
    responsiblePlayIntro: 'Tools to keep playing fun, and people to talk to when it is not.',
    settingsLink: 'Open your profile settings (Settings tab)',
    helpLinesHeading: 'Help lines (United States)',
    gamblerLine: 'National Problem Gambling Helpline: call or text 1-800-GAMBLER',
    ncpgChat: 'Chat with the National Council on Problem Gambling',
    crisisLine: '988 Suicide & Crisis Lifeline: call or text 988',
    supportIntro: 'Answers to common questions, and a form to write to us. We answer by e-mail.',
    faqHeading: 'Frequently asked questions',
  },
  consent: {
    title: 'We updated our terms',
    body: 'Please read and accept the new versions to keep playing.',
    accept: 'I accept',
    accepting: 'Accepting...',
    signOut: 'Sign out',
    failed: 'Could not record your acceptance. Please try again.',
    documentLine: (title: string, version: string, effectiveDate: string) => `${title}, version ${version} (effective ${effectiveDate})`,
    /** Under the sign-in and sign-up forms: creating an account (with a password or a provider) accepts both. */
    signUpNotice: { before: 'By creating an account you accept our ', and: ' and ', after: '.' },
  },
  support: {
    form: {
      heading: 'Contact us',
      name: 'Name (optional)',
      email: 'E-mail',
      emailSignedIn: 'E-mail (optional: we answer to your account’s address)',
      topic: 'Topic',
      message: 'Message',
      /** The honeypot's label; the field is hidden from people. */
      website: 'Leave this field empty',
      send: 'Send message',
      sending: 'Sending...',
      sent: 'Thanks! We got your message and will answer by e-mail.',
      failed: 'Could not send your message.',
      topics: {
        account: 'My account',
        coins: 'Coins and purchases',
        raffles: 'Tickets, raffles and draws',
        prizes: 'Prizes and claims',
        privacy: 'Privacy and my data',
        other: 'Something else',
      } satisfies Record<SupportTopic, string>,
      topicRequired: 'Please pick a topic.',
      invalidEmail: 'Please enter a valid e-mail address.',
      messageTooShort: (min: number) => `Please write at least ${min} characters.`,
      tooLong: (max: number) => `Please keep it under ${max.toLocaleString('en-US')} characters.`,
      answerRequired: 'Please write an answer.',
      characters: (used: number, max: number) => `${used.toLocaleString('en-US')} / ${max.toLocaleString('en-US')}`,
    },
    admin: {
      title: 'Support tickets',
      filter: 'Status',
      all: 'All',
      statuses: { open: 'Open', answered: 'Answered', closed: 'Closed' } satisfies Record<SupportTicketStatus, string>,
      columns: { opened: 'Opened', from: 'From', topic: 'Topic', status: 'Status' },
      visitor: 'Visitor',
      erased: '(erased)',
      empty: 'No tickets.',
      open: 'View',
      answer: 'Answer by e-mail',
      answerLabel: 'Your answer',
      send: 'Send answer',
      sending: 'Sending...',
      answered: 'Answer sent',
      close: 'Close ticket',
      closed: 'Ticket closed',
      dismiss: 'Back',
      answers: 'Answers sent',
      answeredBy: 'by',
      failed: 'Failed',
      noAddress: 'This ticket has no address to answer to.',
    },
  },
} as const;

/** Messages the API answers with for legal pages and support; texts.server composes every resource's. */
export const legalServerTexts = {
  consentVersionOutdated: 'That is not the current version. Please reload and read the current one.',
  supportEmailRequired: 'Please enter your e-mail address so we can answer you.',
  supportTicketReceived: 'Thanks! We got your message and will answer by e-mail.',
  supportTicketNotFound: 'Support ticket not found.',
  supportTicketClosed: 'This ticket is closed.',
  supportTicketNoAddress: 'This ticket has no address to answer to.',
  supportRateLimited: 'Too many messages. Please wait an hour before sending another.',
} as const;
