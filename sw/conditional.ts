/**
 * `If-None-Match` as the server's `fresh` check reads it (RFC 9110 13.1.2): weak comparison, a
 * comma-separated list of tags, or `*`.
 */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

export function ifNoneMatchMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const current = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === current);
}
