/** Text made safe inside HTML, attributes included: the small pages a redirect answers with show the target as a link. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
