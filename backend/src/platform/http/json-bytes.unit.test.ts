import { describe, expect, it } from 'vitest';
import { JsonBytes } from './json-bytes';

describe('an answer serialized once', () => {
  const value = { teams: { NFL: [{ name: 'Chiefs Kingdom ✓', points: 120.5, week: null }] } };

  it('holds the JSON of its value as UTF-8 bytes', () => {
    const answer = new JsonBytes(value);
    expect(answer.bytes.equals(Buffer.from(JSON.stringify(value), 'utf8'))).toBe(true);
    expect(JSON.parse(answer.bytes.toString('utf8'))).toEqual(value);
  });

  it('is its value again wherever it is serialized a second time (a stored idempotent answer)', () => {
    expect(JSON.parse(JSON.stringify({ status: 200, body: new JsonBytes(value) }))).toEqual({ status: 200, body: value });
  });
});
