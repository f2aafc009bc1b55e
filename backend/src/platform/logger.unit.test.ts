import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createLogger, type LogFormat } from './logger';

/** A stream that keeps what was written, optionally posing as a terminal. */
function capture(isTTY: boolean) {
  const chunks: string[] = [];
  const out = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString());
        done();
      },
    }),
    { isTTY },
  );
  return { out, text: () => chunks.join('') };
}

const logOnce = (format: LogFormat, isTTY: boolean) => {
  const { out, text } = capture(isTTY);
  createLogger('info', format, out).info({ requestId: 'r1', password: 'hunter2' }, 'request');
  return text();
};

describe('logs', () => {
  it('are JSON lines when the output is not a terminal, without secrets', () => {
    const line = JSON.parse(logOnce('auto', false)) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, msg: 'request', requestId: 'r1', service: 'fantasy-rewards' });
    expect(line).not.toHaveProperty('password');
  });

  it('are readable lines on a terminal, and when asked for', () => {
    const onTerminal = logOnce('auto', true);
    expect(onTerminal).not.toBe(stripVTControlCharacters(onTerminal)); // coloured
    for (const text of [stripVTControlCharacters(onTerminal), logOnce('pretty', false)]) {
      expect(text).toMatch(/INFO.*request/);
      expect(text).toContain('requestId: "r1"');
      expect(text).not.toContain('hunter2');
      expect(() => JSON.parse(text)).toThrow();
    }
  });

  it('stay JSON on a terminal when told so', () => {
    expect(JSON.parse(logOnce('json', true))).toMatchObject({ msg: 'request' });
  });
});
