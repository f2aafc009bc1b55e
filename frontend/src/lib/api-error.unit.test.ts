import { describe, expect, it } from 'vitest';
import { errorMessage, httpError, isNetworkError, serverMessage, transportError } from './api-error';

describe('httpError', () => {
  it('reads "{status}: {response text}"', () => {
    const body = '{"error":"conflict","message":"An account with this email already exists."}';
    expect(httpError(409, body, 'Conflict').message).toBe(`409: ${body}`);
  });

  it('falls back to the status text when the body is empty', () => {
    expect(httpError(502, '', 'Bad Gateway').message).toBe('502: Bad Gateway');
  });

  it('keeps the server error body when it has the contract shape', () => {
    const error = httpError(401, '{"error":"unauthenticated","message":"Invalid email or password."}', 'Unauthorized');
    expect(error.body).toEqual({ error: 'unauthenticated', message: 'Invalid email or password.' });
    expect(httpError(500, 'Internal Server Error', '').body).toBeUndefined();
  });
});

describe('serverMessage', () => {
  it('returns the server message for toasts', () => {
    const error = httpError(401, '{"error":"unauthenticated","message":"Invalid email or password."}', 'Unauthorized');
    expect(serverMessage(error, 'fallback')).toBe('Invalid email or password.');
  });

  it('prefers the first validation issue, which names the actual problem', () => {
    const body = JSON.stringify({
      error: 'validation_failed',
      message: 'The request is invalid.',
      issues: [{ path: 'email', message: 'Please enter a valid email address.' }],
    });
    expect(serverMessage(httpError(400, body, 'Bad Request'), 'fallback')).toBe('Please enter a valid email address.');
  });

  it('uses the fallback without a server body', () => {
    expect(serverMessage(httpError(503, '', 'Service Unavailable'), 'fallback')).toBe('fallback');
    expect(serverMessage(transportError('FETCH_ERROR', 'TypeError: Failed to fetch'), 'fallback')).toBe('fallback');
    expect(serverMessage(new Error('boom'), 'fallback')).toBe('fallback');
  });
});

describe('errorMessage and isNetworkError', () => {
  it('describes any failure', () => {
    expect(errorMessage(httpError(404, '', 'Not Found'))).toBe('404: Not Found');
    expect(errorMessage(new Error('boom'))).toBe('boom');
  });

  it('tells transport failures from server answers', () => {
    expect(isNetworkError(transportError('FETCH_ERROR', 'TypeError: Failed to fetch'))).toBe(true);
    expect(isNetworkError(httpError(500, '', 'Internal Server Error'))).toBe(false);
    expect(isNetworkError(undefined)).toBe(false);
  });
});
