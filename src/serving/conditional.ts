/**
 * `If-None-Match` with weak comparison (RFC 9110 13.1.2): a `W/` prefix, a comma-separated list of
 * tags, or `*`. Shared by the local server and the service worker, so both answer 304 alike.
 */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

export function ifNoneMatchMatches(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const current = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === current);
}
