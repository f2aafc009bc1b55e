import { DELETE_CONFIRMATION_WORD, ERASED_USERNAME, EXPORT_LINK_TTL_MS } from './constants';

const linkDays = EXPORT_LINK_TTL_MS / (24 * 60 * 60 * 1000);

/** User-visible "Your data" texts (Settings); the spec fixes none of them. */
export const privacyTexts = {
  privacy: {
    exportTitle: 'Download my data',
    exportBody:
      'A zip of JSON files with everything we hold about you: account, teams, coin movements, tickets, entries, prizes and claims, notifications, settings, sessions and consents.',
    exportButton: 'Download my data',
    exportPreparing: 'Preparing your data…',
    exportReady: 'Your download has started.',
    exportFailed: 'Your data could not be prepared. Please try again.',
    deleteTitle: 'Delete my account',
    deleteWarning: 'This cannot be undone. Deleting your account:',
    deleteGoes: [
      'erases your username, e-mail address, names, password, linked sign-ins, sessions, settings and notifications for good;',
      'forfeits your coins, tickets, raffle entries and unclaimed prizes;',
    ],
    deleteStays: [
      `keeps coin movements, entries, draws and their proofs, under an anonymous id shown as "${ERASED_USERNAME}";`,
      'keeps the tax details of a prize claim of $600 or more for as long as tax law requires, then erases them.',
    ],
    deleteButton: 'Delete my account',
    deletePasswordLabel: 'Your password',
    deleteConfirmLabel: `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
    deleteConfirmButton: 'Delete my account for good',
    deleteCancel: 'Cancel',
    deleteFailed: 'Your account could not be deleted. Please try again.',
  },
};

/** Texts the server answers or e-mails. */
export const privacyServerTexts = {
  privacy: {
    accountDeleted: 'Your account was deleted.',
    wrongPassword: 'The password is not correct.',
    confirmationNeeded: `Type ${DELETE_CONFIRMATION_WORD} to confirm.`,
    exportEmailed: 'Your data is large: we will e-mail you a download link when it is ready.',
    exportNotFound: 'This download does not exist or has expired.',
    exportReadme:
      'One JSON file per kind of data we hold about you; retention.json says what we keep after a deletion, why and for how long. consents.json lists the versions of our terms you accepted.',
    exportEmail: {
      subject: 'Your data is ready to download',
      intro: (username: string) => `Hi ${username}, the copy of your data you asked for is ready.`,
      action: 'Download my data',
      expiry: `The link works for ${linkDays} days, and only while you are signed in to your account.`,
      ignore: 'If you did not ask for it, sign in and change your password.',
    },
  },
};
