import { errorStatus, type ErrorBody, type ErrorCode } from '@fr/contracts';

/** An error that maps to an HTTP answer in the spec's `{ error, message }` format. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorBody['issues'],
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatus[this.code];
  }

  toBody(): ErrorBody {
    return this.issues ? { error: this.code, message: this.message, issues: this.issues } : { error: this.code, message: this.message };
  }
}

/** A business rule refused by a decider; carries its own error code (422 family or 409). */
export class DomainError extends AppError {}
