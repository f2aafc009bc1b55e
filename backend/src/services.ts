import type pg from 'pg';
import type { Checkpoint, EventStore } from '@fr/contracts';
import type { Config } from './platform/config';
import type { Logger } from './platform/logger';
import type { Limiters } from './platform/rate-limit';
import type { CommandHandler } from './write/command-handler';
import type { LedgerCommands } from './features/ledger/ledger-commands';
import type { FantasyProvider } from './features/fantasy/provider/fantasy-provider';
import type { TokenCipher } from './features/fantasy/provider/token-cipher';
import type { AppJobQueue } from '@fr/workers';
import type { PaymentProvider } from './features/bank/payments';

export interface VerificationMail {
  to: string;
  username: string;
  link: string;
}

/** What the HTTP features need from the rest of the system; composed once in system.ts. */
export interface AppServices {
  config: Config;
  log: Logger;
  pool: pg.Pool;
  store: EventStore;
  commands: CommandHandler;
  ledger: LedgerCommands;
  limiters: Limiters;
  jobs: AppJobQueue;
  /** The configured fantasy provider (null when neither Yahoo credentials nor the demo provider are available). */
  fantasy: { provider: FantasyProvider | null; cipher: TokenCipher };
  /** Coin package payments: Stripe Checkout when configured, else the sandbox. */
  payments: PaymentProvider;
  sendVerificationEmail(mail: VerificationMail): Promise<void>;
  /** Waits (bounded) until the read models include `position`, so the next GET shows the change. */
  readYourWrites(position: Checkpoint | null): Promise<void>;
  now(): Date;
}
