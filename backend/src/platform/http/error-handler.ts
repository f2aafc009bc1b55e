import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import { texts, type ErrorBody, type ErrorCode } from '@fr/contracts';
import { AppError } from '../errors';

const statusCodes: Partial<Record<number, ErrorCode>> = {
  400: 'validation_failed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'business_rule',
  429: 'rate_limited',
};

export function zodIssues(error: ZodError): NonNullable<ErrorBody['issues']> {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** Turns anything thrown below into the spec's error body; only genuine faults become 500 (and are logged). */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, body } = toErrorResponse(error);
      if (status >= 500) ctx.state.log?.error({ err: error }, 'unhandled error');
      ctx.status = status;
      ctx.body = body;
    }
  };
}

export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) return { status: error.status, body: error.toBody() };
  if (error instanceof ZodError) {
    const issues = zodIssues(error);
    return { status: 400, body: { error: 'validation_failed', message: issues[0]?.message ?? texts.server.validation, issues } };
  }
  const status = (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = statusCodes[status] ?? 'validation_failed';
    return { status, body: { error: code, message: clientMessage(status, error) } };
  }
  return { status: 500, body: { error: 'internal', message: texts.server.internal } };
}

function clientMessage(status: number, error: unknown): string {
  if (status === 413) return texts.server.bodyTooLarge;
  if (status === 415) return texts.server.unsupportedMediaType;
  if (status === 400 && error instanceof SyntaxError) return texts.server.malformedJson;
  const type = (error as { type?: unknown }).type;
  if (type === 'entity.parse.failed') return texts.server.malformedJson;
  if (status === 404 || status === 405) return texts.server.notFound;
  return texts.server.validation;
}
