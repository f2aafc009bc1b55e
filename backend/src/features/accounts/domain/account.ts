import { texts, type DomainEvent, type EventData } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { Decider } from '../../../write/decider';

export type AccountEvent = Extract<
  DomainEvent,
  { type: 'AccountRegistered' | 'EmailVerificationIssued' | 'EmailVerified' | 'AccountExpired' }
>;

export interface AccountState {
  userId: string | null;
  username: string | null;
  email: string | null;
  verified: boolean;
  expired: boolean;
  tokens: ReadonlyMap<string, { expiresAt: string; used: boolean }>;
}

export type AccountCommand =
  | { type: 'Register'; registration: EventData<'AccountRegistered'>; tokenHash: string; expiresAt: string }
  | { type: 'VerifyEmail'; tokenHash: string }
  | { type: 'Expire' };

export interface AccountContext {
  now: Date;
}

/** A player's account: registration and e-mail verification. */
export const accountDecider: Decider<AccountState, AccountCommand, AccountContext, AccountEvent> = {
  initialState: () => ({ userId: null, username: null, email: null, verified: false, expired: false, tokens: new Map() }),

  evolve(state, event) {
    switch (event.type) {
      case 'AccountRegistered':
        return { ...state, userId: event.data.userId, username: event.data.username, email: event.data.email };
      case 'AccountExpired':
        return { ...state, expired: true };
      case 'EmailVerificationIssued':
        return { ...state, tokens: new Map(state.tokens).set(event.data.tokenHash, { expiresAt: event.data.expiresAt, used: false }) };
      case 'EmailVerified': {
        const token = state.tokens.get(event.data.tokenHash);
        return token
          ? { ...state, verified: true, tokens: new Map(state.tokens).set(event.data.tokenHash, { ...token, used: true }) }
          : state;
      }
    }
  },

  decide(command, state, { now }) {
    if (command.type === 'Register') {
      if (state.userId) throw new DomainError('conflict', texts.server.emailTaken);
      const { userId, email, emailHeld } = command.registration;
      // An account that does not hold its e-mail can never verify it: the address belongs to someone else.
      if (!emailHeld) return [{ type: 'AccountRegistered', data: command.registration }];
      return [
        { type: 'AccountRegistered', data: command.registration },
        { type: 'EmailVerificationIssued', data: { userId, email, tokenHash: command.tokenHash, expiresAt: command.expiresAt } },
      ];
    }
    if (command.type === 'Expire') {
      // Only a registration that never verified expires, once; the caller checked its age.
      if (!state.userId || !state.username || !state.email || state.verified || state.expired) return [];
      return [
        {
          type: 'AccountExpired',
          data: { userId: state.userId, username: state.username, email: state.email, expiredAt: now.toISOString() },
        },
      ];
    }
    const token = state.tokens.get(command.tokenHash);
    if (state.expired) throw new DomainError('invalid_token', texts.server.verificationInvalid);
    if (!state.userId || !token) throw new DomainError('invalid_token', texts.server.verificationInvalid);
    if (token.used) return [];
    if (Date.parse(token.expiresAt) <= now.getTime()) throw new DomainError('token_expired', texts.server.verificationExpired);
    return [{ type: 'EmailVerified', data: { userId: state.userId, tokenHash: command.tokenHash, verifiedAt: now.toISOString() } }];
  },
};
