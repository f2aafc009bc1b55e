/** Messages the API answers with for http; texts.server composes every resource's. */
export const httpServerTexts = {
  notSignedIn: 'You must be signed in.',
  csrf: 'Missing or invalid CSRF token.',
  rateLimited: 'Too many attempts. Please wait and try again.',
  validation: 'The request is invalid.',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'The request body must be JSON.',
  notFound: 'Not found.',
  internal: 'Something went wrong on our side. Please try again.',
  idempotencyMismatch: 'This Idempotency-Key was already used with a different request.',
  conflict: 'The request conflicts with a concurrent change. Please try again.',
  invalidSignature: 'Invalid signature.',
} as const;
