import { describe, expect, it } from 'vitest';
import './testing/provided-context';
import { arrayLiteral, insertNewRows, type TypedColumns } from './sql-array';
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

describe('insertNewRows', () => {
  interface Row {
    id: string;
    n: number;
    note: string | null;
    at: string;
  }
  const columns: TypedColumns<Row> = {
    id: { type: 'text', value: (r) => r.id },
    n: { type: 'int', value: (r) => r.n },
    note: { type: 'text', value: (r) => r.note },
    at: { type: 'timestamptz', value: (r) => r.at },
  };

  it('writes each row with its columns cast, and leaves a row whose key is there already as it was', async () => {
    const pool = database.pool();
    await pool.query('CREATE TABLE insert_new_rows (id text PRIMARY KEY, n int NOT NULL, note text, at timestamptz NOT NULL)');
    const client = await pool.connect();
    try {
      const insert = insertNewRows('insert_new_rows', columns);
      await insert(client, [
        { id: 'a', n: 1, note: 'first "quoted", \\ here', at: '2026-11-27T10:00:00.000Z' },
        { id: 'b', n: -2, note: null, at: '2026-11-27T11:00:00.000Z' },
      ]);
      await insert(client, [
        { id: 'a', n: 99, note: 'replayed', at: '2026-11-28T10:00:00.000Z' },
        { id: 'c', n: 3, note: 'new', at: '2026-11-27T12:00:00.000Z' },
      ]);
      await insert(client, []);
      const { rows } = await client.query('SELECT id, n, note, at FROM insert_new_rows ORDER BY id');
      expect(rows).toEqual([
        { id: 'a', n: 1, note: 'first "quoted", \\ here', at: new Date('2026-11-27T10:00:00.000Z') },
        { id: 'b', n: -2, note: null, at: new Date('2026-11-27T11:00:00.000Z') },
        { id: 'c', n: 3, note: 'new', at: new Date('2026-11-27T12:00:00.000Z') },
      ]);
    } finally {
      client.release();
      await pool.query('DROP TABLE insert_new_rows');
    }
  });
});
