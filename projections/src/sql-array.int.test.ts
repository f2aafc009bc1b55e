import { describe, expect, it } from 'vitest';
import './testing/provided-context';
import { arrayLiteral } from './sql-array';
import { fileDatabase } from './testing/runner-fixtures';

const database = fileDatabase();
const query = <Row extends object>(text: string, values: unknown[]) => database.pool().query<Row>(text, values);

describe('arrayLiteral', () => {
  it('gives PostgreSQL back every text as it was, whatever its characters', async () => {
    const texts = [
      '',
      'plain',
      'NULL',
      'null',
      'a,b',
      '{braces}',
      ' spaced ',
      'quote " inside',
      'back\\slash',
      '\\"',
      '"',
      '\\',
      'é ✓ 🎟',
      'line\nbreak',
      '\t',
    ];
    const values = [...texts, null];
    const { rows } = await query<{ back: Array<string | null> }>('SELECT $1::text[] AS back', [arrayLiteral(values)]);
    expect(rows[0]!.back).toEqual(values);
  });

  it('gives numbers, booleans, timestamps and an empty column back', async () => {
    const { rows } = await query<{ n: string[]; b: Array<boolean | null>; at: Date[]; none: string[] }>(
      'SELECT $1::bigint[]::text[] AS n, $2::bool[] AS b, $3::timestamptz[] AS at, $4::text[] AS none',
      [
        arrayLiteral([0, -5, 9_007_199_254_740_991]),
        arrayLiteral([true, false, null]),
        arrayLiteral(['2026-11-27T10:00:00.123Z']),
        arrayLiteral([]),
      ],
    );
    expect(rows[0]).toEqual({
      n: ['0', '-5', '9007199254740991'],
      b: [true, false, null],
      at: [new Date('2026-11-27T10:00:00.123Z')],
      none: [],
    });
  });
});
