import { texts, type AdminRole, type DomainEvent } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { Decider } from '../../../write/decider';

export type AdminAccountEvent = Extract<
  DomainEvent,
  { type: 'AdminAccountCreated' | 'AdminSignedIn' | 'AdminTotpEnrolmentStarted' | 'AdminTotpEnrolled' }
>;

export interface AdminAccountState {
  adminId: string | null;
  username: string;
  email: string;
  role: AdminRole;
  passwordHash: string;
  /** The sealed secret of the latest enrolment, confirmed or not. */
  sealedTotpSecret: string | null;
  totpEnabled: boolean;
}

export type AdminAccountCommand =
  | { type: 'CreateAdmin'; data: Extract<AdminAccountEvent, { type: 'AdminAccountCreated' }>['data'] }
  | { type: 'RecordSignIn'; adminId: string }
  | { type: 'StartTotpEnrolment'; adminId: string; sealedSecret: string }
  | { type: 'ConfirmTotp'; adminId: string; codeValid: boolean };

const missing = () => new DomainError('not_found', texts.server.notFound);

/** One admin account (`admin-{adminId}`): created once, signs in, enrols a second factor. */
export const adminAccountDecider: Decider<AdminAccountState, AdminAccountCommand, { now: Date }, AdminAccountEvent> = {
  initialState: () => ({
    adminId: null,
    username: '',
    email: '',
    role: 'auditor',
    passwordHash: '',
    sealedTotpSecret: null,
    totpEnabled: false,
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'AdminAccountCreated': {
        const { adminId, username, email, role, passwordHash } = event.data;
        return { ...state, adminId, username, email, role, passwordHash };
      }
      case 'AdminSignedIn':
        return state;
      case 'AdminTotpEnrolmentStarted':
        return { ...state, sealedTotpSecret: event.data.sealedSecret };
      case 'AdminTotpEnrolled':
        return { ...state, totpEnabled: true };
    }
  },
  decide(command, state, { now }) {
    const at = now.toISOString();
    if (command.type === 'CreateAdmin') return state.adminId ? [] : [{ type: 'AdminAccountCreated', data: command.data }];
    if (!state.adminId) throw missing();
    switch (command.type) {
      case 'RecordSignIn':
        return [{ type: 'AdminSignedIn', data: { adminId: state.adminId, at } }];
      case 'StartTotpEnrolment':
        if (state.totpEnabled) throw new DomainError('conflict', texts.server.adminTotpAlreadyEnrolled);
        return [{ type: 'AdminTotpEnrolmentStarted', data: { adminId: state.adminId, sealedSecret: command.sealedSecret, at } }];
      case 'ConfirmTotp':
        if (state.totpEnabled) throw new DomainError('conflict', texts.server.adminTotpAlreadyEnrolled);
        if (!state.sealedTotpSecret) throw new DomainError('business_rule', texts.server.adminTotpNoEnrolment);
        if (!command.codeValid) throw new DomainError('business_rule', texts.server.adminTotpInvalid);
        return [{ type: 'AdminTotpEnrolled', data: { adminId: state.adminId, at } }];
    }
  },
};
