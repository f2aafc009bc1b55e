const rules = new Intl.PluralRules('en-US');

/**
 * The word form for a count by the language's plural rules (Intl.PluralRules), so every counted text agrees:
 * "1 consecutive game week", "2 teams", "0 tickets".
 */
export function plural(count: number, forms: { one: string; other: string }): string {
  return rules.select(count) === 'one' ? forms.one : forms.other;
}

/** A count with its word: `counted(1, { one: 'ticket', other: 'tickets' })` is "1 ticket"; thousands are grouped. */
export function counted(count: number, forms: { one: string; other: string }): string {
  return `${count.toLocaleString('en-US')} ${plural(count, forms)}`;
}
