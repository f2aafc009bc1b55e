import { afterEach, describe, expect, it } from 'vitest';
import { SOCIAL_SIGN_IN_MESSAGE } from '@fr/contracts/accounts';
import { reportFrom, sameOriginOpener } from './social-popup';

/** A real second window (an iframe's) to stand for the popup. */
function anotherWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return frame.contentWindow!;
}

const message = (data: unknown, source: Window, origin = window.location.origin) => new MessageEvent('message', { data, source, origin });

afterEach(() => document.body.replaceChildren());

describe('the popup report', () => {
  const signedUp = { type: SOCIAL_SIGN_IN_MESSAGE, outcome: 'signed_up' };
  const failed = { type: SOCIAL_SIGN_IN_MESSAGE, outcome: 'error', title: 'Authentication Failed', message: 'Try again.' };

  it('is taken from the popup this window opened, on our own origin', () => {
    const popup = anotherWindow();
    expect(reportFrom(message(signedUp, popup), popup)).toEqual(signedUp);
    expect(reportFrom(message(failed, popup), popup)).toEqual(failed);
  });

  it('is ignored from another origin, from another window, or with no popup open', () => {
    const popup = anotherWindow();
    expect(reportFrom(message(signedUp, popup, 'https://elsewhere.example'), popup)).toBeNull();
    expect(reportFrom(message(signedUp, anotherWindow()), popup)).toBeNull();
    expect(reportFrom(message(signedUp, popup), null)).toBeNull();
  });

  it('is ignored when it is not one of ours', () => {
    const popup = anotherWindow();
    for (const data of [
      null,
      'signed_up',
      { type: 'other', outcome: 'signed_up' },
      { ...signedUp, outcome: 'admin' },
      { ...failed, title: 1 },
    ]) {
      expect(reportFrom(message(data, popup), popup)).toBeNull();
    }
  });

  it('has no opener to report to when the page was opened directly', () => {
    expect(sameOriginOpener()).toBeNull();
  });
});
