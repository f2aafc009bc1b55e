/** The slice of a pino logger the workers need; pino satisfies it, tests pass a stub. */
export interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
