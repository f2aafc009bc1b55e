import { texts, type AdminRole, type DomainEvent } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { Decider } from '../../../write/decider';

export type AdminAccountEvent = Extract<
  DomainEvent,
  { type: 'AdminAccountCreated' | 'AdminSignedIn' | 'AdminTotpEnrolmentStarted' | 'AdminTotpEnrolled' | 'AdminPasswordChanged' }
>;

export interface AdminAccountState {
  adminId: string | null;
  username: string;
  email: string;
  role: AdminRole;
  /** The sealed secret of the latest enrolment, confirmed or not. */
  sealedTotpSecret: string | null;
  totpEnabled: boolean;
  /** The time step of the last TOTP code accepted (enrolment or sign-in); only a newer step's code is accepted next. */
  lastTotpStep: number | null;
}

export type AdminAccountCommand =
  | { type: 'CreateAdmin'; data: Extract<AdminAccountEvent, { type: 'AdminAccountCreated' }>['data'] }
  /** `totpStep`: the time step of the valid code the admin signed in with; null without a second factor. */
  | { type: 'RecordSignIn'; adminId: string; totpStep: number | null }
  | { type: 'StartTotpEnrolment'; adminId: string; sealedSecret: string }
  /** `codeStep`: the time step the confirming code matched, or null when it matched none. */
  | { type: 'ConfirmTotp'; adminId: string; codeStep: number | null }
  | { type: 'RecordPasswordChange'; how: 'reset' | 'change' };

const missing = () => new DomainError('not_found', texts.server.notFound);

/** One admin account (`admin-{adminId}`): created once, signs in, enrols a second factor. */
export const adminAccountDecider: Decider<AdminAccountState, AdminAccountCommand, { now: Date }, AdminAccountEvent> = {
  initialState: () => ({
    adminId: null,
    username: '',
    email: '',
    role: 'auditor',
    sealedTotpSecret: null,
    totpEnabled: false,
    lastTotpStep: null,
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'AdminAccountCreated': {
        const { adminId, username, email, role } = event.data;
        return { ...state, adminId, username, email, role };
      }
      case 'AdminSignedIn':
        return event.data.totpStep === undefined ? state : { ...state, lastTotpStep: event.data.totpStep };
      case 'AdminTotpEnrolmentStarted':
        return { ...state, sealedTotpSecret: event.data.sealedSecret };
      case 'AdminTotpEnrolled':
        return { ...state, totpEnabled: true, lastTotpStep: event.data.totpStep ?? null };
      case 'AdminPasswordChanged':
        return state;
    }
  },
  decide(command, state, { now }) {
    const at = now.toISOString();
    if (command.type === 'CreateAdmin') return state.adminId ? [] : [{ type: 'AdminAccountCreated', data: command.data }];
    if (!state.adminId) throw missing();
    switch (command.type) {
      case 'RecordSignIn': {
        if (command.totpStep === null) return [{ type: 'AdminSignedIn', data: { adminId: state.adminId, at } }];
        // A code seen once (or one of an older step) is refused exactly as a wrong code, so an attacker who watched it
        // being typed learns nothing from trying it. Two sign-ins racing with one code both decide on the same version;
        // the second append conflicts, is decided again on the first one's event, and lands here.
        if (state.lastTotpStep !== null && command.totpStep <= state.lastTotpStep)
          throw new DomainError('unauthenticated', texts.server.adminTotpInvalid);
        return [{ type: 'AdminSignedIn', data: { adminId: state.adminId, at, totpStep: command.totpStep } }];
      }
      case 'StartTotpEnrolment':
        if (state.totpEnabled) throw new DomainError('conflict', texts.server.adminTotpAlreadyEnrolled);
        return [{ type: 'AdminTotpEnrolmentStarted', data: { adminId: state.adminId, sealedSecret: command.sealedSecret, at } }];
      case 'ConfirmTotp':
        if (state.totpEnabled) throw new DomainError('conflict', texts.server.adminTotpAlreadyEnrolled);
        if (!state.sealedTotpSecret) throw new DomainError('business_rule', texts.server.adminTotpNoEnrolment);
        if (command.codeStep === null) throw new DomainError('business_rule', texts.server.adminTotpInvalid);
        // The confirming code counts as used: signing in right after needs the next one.
        return [{ type: 'AdminTotpEnrolled', data: { adminId: state.adminId, at, totpStep: command.codeStep } }];
      case 'RecordPasswordChange':
        return [{ type: 'AdminPasswordChanged', data: { adminId: state.adminId, how: command.how, changedAt: at } }];
    }
  },
};
