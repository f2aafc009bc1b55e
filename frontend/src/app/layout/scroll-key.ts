import type { Location } from 'react-router-dom';

/**
 * Scroll positions are kept per history entry of this document only. React Router keys them by location.key, and the
 * first entry of every document has the key "default", so without the document's own id a position saved on one page
 * was restored on the next page opened by address, bookmark or reload (issue 12). Back and forward within the app
 * still return to where the player was.
 */
const documentId = crypto.randomUUID();

export function scrollKey(location: Location): string {
  return `${documentId}:${location.key}`;
}
