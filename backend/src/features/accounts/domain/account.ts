import { texts, type DomainEvent, type EventData } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { Decider } from '../../../write/decider';

export type AccountEvent = Extract<
  DomainEvent,
  {
    type:
      | 'AccountRegistered'
      | 'EmailVerificationIssued'
      | 'EmailVerified'
      | 'AccountExpired'
      | 'AccountErased'
      | 'SocialAccountRegistered'
      | 'SocialIdentityLinked'
      | 'PasswordChanged'
      | 'EmailChanged';
  }
>;

export interface AccountState {
  userId: string | null;
  username: string | null;
  email: string | null;
  /** False for a sign-up whose e-mail another account held: it is never sent a link for it (see sign-up.ts). */
  emailHeld: boolean;
  verified: boolean;
  expired: boolean;
  /** Signed up through a social sign-in provider: there is no password, and the account never expires. */
  social: boolean;
  /** Verification tokens by hash, each for the address it was sent to (the account's own, or a new one it asked for). */
  tokens: ReadonlyMap<string, { email: string; expiresAt: string; used: boolean }>;
  /** `provider:subject` of every provider identity that signs in to this account. */
  identities: ReadonlySet<string>;
}

export type AccountCommand =
  | { type: 'Register'; registration: EventData<'AccountRegistered'>; tokenHash: string; expiresAt: string }
  | { type: 'RegisterSocial'; registration: EventData<'SocialAccountRegistered'>; provider: string; subject: string }
  | { type: 'LinkSocialIdentity'; provider: string; subject: string; email: string; linkedAt: string }
  | { type: 'VerifyEmail'; tokenHash: string }
  | { type: 'Expire' }
  /** A verification link for `email`: the account's own address again (a resend), or a new one to change to. */
  | { type: 'IssueVerification'; email: string; tokenHash: string; expiresAt: string }
  | { type: 'RecordPasswordChange'; how: 'reset' | 'change' };

export interface AccountContext {
  now: Date;
}

const identityKey = (provider: string, subject: string) => `${provider}:${subject}`;
const sameEmail = (a: string | null, b: string) => b !== '' && a?.toLowerCase() === b.toLowerCase();

/** A player's account: registration (with a password or through a provider), e-mail verification and linked providers. */
export const accountDecider: Decider<AccountState, AccountCommand, AccountContext, AccountEvent> = {
  initialState: () => ({
    userId: null,
    username: null,
    email: null,
    emailHeld: false,
    verified: false,
    expired: false,
    social: false,
    tokens: new Map(),
    identities: new Set(),
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'AccountRegistered':
        return {
          ...state,
          userId: event.data.userId,
          username: event.data.username,
          email: event.data.email,
          emailHeld: event.data.emailHeld,
        };
      case 'SocialAccountRegistered': {
        const { userId, username, email } = event.data;
        return { ...state, userId, username, email, emailHeld: email !== '', verified: email !== '', social: true };
      }
      case 'SocialIdentityLinked':
        return {
          ...state,
          identities: new Set(state.identities).add(identityKey(event.data.provider, event.data.subject)),
          verified: state.verified || sameEmail(state.email, event.data.email),
        };
      case 'AccountExpired':
        return { ...state, expired: true };
      // A deleted account (privacy) is gone like an expired one: nothing more is decided for it.
      case 'AccountErased':
        return { ...state, expired: true };
      case 'EmailVerificationIssued':
        return {
          ...state,
          tokens: new Map(state.tokens).set(event.data.tokenHash, {
            email: event.data.email,
            expiresAt: event.data.expiresAt,
            used: false,
          }),
        };
      case 'EmailVerified': {
        const token = state.tokens.get(event.data.tokenHash);
        return token
          ? { ...state, verified: true, tokens: new Map(state.tokens).set(event.data.tokenHash, { ...token, used: true }) }
          : state;
      }
      case 'EmailChanged': {
        // Links sent to any other address (the old one, an earlier new one) can no longer change or verify anything.
        const tokens = new Map([...state.tokens].filter(([, token]) => sameEmail(token.email, event.data.email)));
        const token = tokens.get(event.data.tokenHash);
        if (token) tokens.set(event.data.tokenHash, { ...token, used: true });
        return { ...state, email: event.data.email, emailHeld: true, verified: true, tokens };
      }
      case 'PasswordChanged':
        return state;
    }
  },
  decide(command, state, { now }) {
    switch (command.type) {
      case 'Register': {
        if (state.userId) throw new DomainError('conflict', texts.server.emailTaken);
        const { userId, email, emailHeld } = command.registration;
        // An account that does not hold its e-mail can never verify it: the address belongs to someone else.
        if (!emailHeld) return [{ type: 'AccountRegistered', data: command.registration }];
        return [
          { type: 'AccountRegistered', data: command.registration },
          { type: 'EmailVerificationIssued', data: { userId, email, tokenHash: command.tokenHash, expiresAt: command.expiresAt } },
        ];
      }
      case 'RegisterSocial': {
        const { provider, subject, registration } = command;
        // The account id comes from the identity, so a sign-up that stopped half-way and is tried again lands here.
        if (state.userId) {
          if (state.identities.has(identityKey(provider, subject))) return [];
          throw new DomainError('conflict', texts.server.socialIdentityTaken);
        }
        return [
          { type: 'SocialAccountRegistered', data: registration },
          {
            type: 'SocialIdentityLinked',
            data: { userId: registration.userId, provider, subject, email: registration.email, linkedAt: registration.registeredAt },
          },
        ];
      }
      case 'LinkSocialIdentity': {
        if (!state.userId || state.expired) throw new DomainError('not_found', texts.server.notFound);
        if (state.identities.has(identityKey(command.provider, command.subject))) return [];
        const { provider, subject, email, linkedAt } = command;
        return [{ type: 'SocialIdentityLinked', data: { userId: state.userId, provider, subject, email, linkedAt } }];
      }
      case 'Expire':
        // Only a password registration that never verified expires, once; the caller checked its age.
        if (!state.userId || !state.username || !state.email || state.verified || state.expired || state.social) return [];
        return [
          {
            type: 'AccountExpired',
            data: { userId: state.userId, username: state.username, email: state.email, expiredAt: now.toISOString() },
          },
        ];
      case 'VerifyEmail': {
        const token = state.tokens.get(command.tokenHash);
        if (state.expired) throw new DomainError('invalid_token', texts.server.verificationInvalid);
        if (!state.userId || !token) throw new DomainError('invalid_token', texts.server.verificationInvalid);
        if (token.used) return [];
        if (Date.parse(token.expiresAt) <= now.getTime()) throw new DomainError('token_expired', texts.server.verificationExpired);
        // A link to another address than the account's changes the address to it (the caller claimed it first).
        if (!sameEmail(state.email, token.email)) {
          return [
            {
              type: 'EmailChanged',
              data: { userId: state.userId, email: token.email, tokenHash: command.tokenHash, changedAt: now.toISOString() },
            },
          ];
        }
        return [{ type: 'EmailVerified', data: { userId: state.userId, tokenHash: command.tokenHash, verifiedAt: now.toISOString() } }];
      }
      case 'IssueVerification': {
        if (!state.userId || state.expired) throw new DomainError('not_found', texts.server.verificationUnavailable);
        const { email, tokenHash, expiresAt } = command;
        const data = { userId: state.userId, email, tokenHash, expiresAt };
        if (!sameEmail(state.email, email)) return [{ type: 'EmailVerificationIssued', data }];
        if (state.verified) throw new DomainError('conflict', texts.server.verificationNotNeeded);
        // Never a link for an address another account holds; the caller answers as if one was sent (sign-up.ts).
        if (!state.emailHeld) return [];
        return [{ type: 'EmailVerificationIssued', data }];
      }
      case 'RecordPasswordChange':
        if (!state.userId) throw new DomainError('not_found', texts.server.notFound);
        return [{ type: 'PasswordChanged', data: { userId: state.userId, how: command.how, changedAt: now.toISOString() } }];
    }
  },
};
