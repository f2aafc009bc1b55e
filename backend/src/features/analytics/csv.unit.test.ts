import { describe, expect, it } from 'vitest';
import { csvStream, safeCell } from './csv';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

async function* rowsOf<T>(rows: T[]) {
  yield* rows;
}

describe('CSV exports', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', "'\rCR"],
  ])('neutralises %j with a leading apostrophe', (cell, safe) => {
    expect(safeCell(cell)).toBe(safe);
  });

  it.each(['plain', 'a=b', ' =1', "'quoted", '', '123'])('leaves %j as it is', (cell) => {
    expect(safeCell(cell)).toBe(cell);
  });

  it('writes a header row, safe text cells and plain integers, negative ones included', async () => {
    const columns = [
      { header: 'reason', value: (r: { reason: string; amount: number }) => r.reason },
      { header: 'amount', value: (r: { reason: string; amount: number }) => r.amount },
    ];
    const csv = await text(
      csvStream(
        rowsOf([
          { reason: '=HYPERLINK("http://evil")', amount: -450 },
          { reason: 'check-in, daily', amount: 50 },
        ]),
        columns,
      ),
    );
    expect(csv).toBe(`reason,amount\n"'=HYPERLINK(""http://evil"")",-450\n"check-in, daily",50\n`);
  });

  it('writes the header alone when there are no rows', async () => {
    expect(await text(csvStream(rowsOf([]), [{ header: 'day', value: () => 'x' }]))).toBe('day\n');
  });
});
