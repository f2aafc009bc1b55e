/**
 * An answer's JSON, serialized once: a read kept in memory (read-cache.ts) answers every request with the same bytes,
 * instead of stringifying its value and encoding the string for each one (on the teams route those two were a fifth
 * of the API process's CPU). `T` is the value's type, so a route returning it is checked against its contract.
 */
export class JsonBytes<T> {
  /** Only for the type checker: the value these bytes are the JSON of. */
  declare readonly value?: T;
  readonly bytes: Buffer;

  constructor(value: T) {
    this.bytes = Buffer.from(JSON.stringify(value));
  }

  /** Where an answer is serialized again (a stored idempotent answer), it is the value, not the buffer. */
  toJSON(): unknown {
    return JSON.parse(this.bytes.toString('utf8'));
  }
}
