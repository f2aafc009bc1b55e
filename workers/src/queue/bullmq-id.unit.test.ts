import fc from 'fast-check';
import { expect, it } from 'vitest';
import { toBullmqId } from './bullmq-id';

it('maps every business key to an id BullMQ accepts', () => {
  fc.assert(
    fc.property(fc.string(), (key) => {
      const id = toBullmqId(key);
      expect(id).not.toContain(':');
      expect(`${parseInt(id, 10)}`).not.toBe(id);
    }),
  );
});

it('never maps two business keys to the same id', () => {
  // A small alphabet around the escape sequences makes near-collisions such as 'a:b' and 'a%3Ab' likely.
  const key = fc.string({ unit: fc.constantFrom(':', '%', '2', '3', '5', 'A', 'a') });
  fc.assert(
    fc.property(key, key, (left, right) => {
      fc.pre(left !== right);
      expect(toBullmqId(left)).not.toBe(toBullmqId(right));
    }),
  );
  expect(toBullmqId('a:b')).not.toBe(toBullmqId('a%3Ab'));
});
