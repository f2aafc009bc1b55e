/** Fills a `:name` segment of a contract path or a client route; ids are encoded, never trusted as path text. */
export const withParam = (path: string, name: string, value: string) => path.replace(`:${name}`, encodeURIComponent(value));
