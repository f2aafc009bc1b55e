/**
 * BullMQ refuses custom ids that look like integers or hold ':' (unless exactly two), while our business keys read
 * `ticket:{teamId}:{week}:{tier}`. Percent-escaping keeps the mapping one-to-one, and the prefix rules out integers.
 */
export function toBullmqId(id: string): string {
  return `k.${id.replaceAll('%', '%25').replaceAll(':', '%3A')}`;
}
