const LINK = /https?:\/\/[^\s"'<>]+/;

/** The first http(s) link in a text, so the developer can click the verification link from the console. */
export function firstLink(...texts: Array<string | undefined>): string | undefined {
  for (const text of texts) {
    const match = text?.match(LINK);
    if (match) return match[0];
  }
  return undefined;
}
