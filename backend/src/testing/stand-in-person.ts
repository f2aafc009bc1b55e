import { randomUUID } from 'node:crypto';

/** The person a stand-in provider signs in next, as its consent page would after they approved. */
export interface StandInPerson {
  subject: string;
  email?: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
  /** X's @handle. */
  handle?: string;
}

/** A new person with a unique subject and e-mail, so tests sharing a system never meet each other. */
export function newPerson(tag = 'social', overrides: Partial<StandInPerson> = {}): StandInPerson {
  const id = `${tag}${randomUUID().slice(0, 8)}`;
  return {
    subject: `sub-${id}`,
    email: `${id}@example.com`,
    emailVerified: true,
    givenName: 'Sam',
    familyName: 'Social',
    handle: id,
    ...overrides,
  };
}

/** What every stand-in lets a test steer: who signs in next, or that the next authorization is refused. */
export interface StandInControls {
  readonly url: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The next approvals sign this person in (until another is set). */
  signInAs(person: StandInPerson): void;
  /** The next authorization sends the player back with this OAuth error (`access_denied`) instead of a code. */
  refuseNext(error: string): void;
  close(): Promise<void>;
}
