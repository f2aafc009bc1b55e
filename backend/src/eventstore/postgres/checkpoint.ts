import { START, type Checkpoint } from '@fr/contracts';

// xid8 and bigint both fit in 20 decimal digits, so fixed-width padding makes string order equal numeric order.
const WIDTH = 20;
const FORMAT = /^(\d{20})-(\d{20})$/;

export interface LogPosition {
  transactionId: string;
  globalPosition: string;
}

export function toCheckpoint(transactionId: string, globalPosition: number | string): Checkpoint {
  return `${transactionId.padStart(WIDTH, '0')}-${String(globalPosition).padStart(WIDTH, '0')}`;
}

export function fromCheckpoint(checkpoint: Checkpoint): LogPosition {
  if (checkpoint === START) return { transactionId: '0', globalPosition: '0' };
  const match = FORMAT.exec(checkpoint);
  if (!match?.[1] || !match[2]) throw new RangeError(`Not a PostgreSQL event store checkpoint: ${checkpoint}`);
  return { transactionId: BigInt(match[1]).toString(), globalPosition: BigInt(match[2]).toString() };
}
