/**
 * Fetching a CSV file named by `guests-src` or `tables-src`: usually on another origin than the
 * host page, so a failure is explained in the terms a web author can act on (the address, the
 * status, or CORS).
 */
export type SourceFailure = { reason: 'network' } | { reason: 'http'; status: number };

export class SourceLoadError extends Error {
  constructor(
    readonly url: string,
    readonly failure: SourceFailure,
  ) {
    super(failure.reason === 'http' ? `${url}: HTTP ${failure.status}` : `${url}: no answer or not readable cross-origin`);
    this.name = 'SourceLoadError';
  }
}

export interface LoadedSource {
  url: string;
  /** The last segment of the path, as the file name shown and used in messages. */
  fileName: string;
  /** At most `maxBytes + 1` bytes: a longer (or endless) answer is not read further. */
  bytes: Uint8Array;
  /** The answer's size: its Content-Length when it says more than was read, else the bytes read. */
  size: number;
}

/** `src` is resolved against the host document, as an `<img src>` would be. */
export function resolveSource(src: string, base: string = document.baseURI): string {
  return new URL(src, base).href;
}

function sourceFileName(url: string): string {
  const { pathname, host } = new URL(url);
  const last = pathname.split('/').filter(Boolean).pop();
  if (!last) return host;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export async function loadSource(url: string, maxBytes: number, signal?: AbortSignal): Promise<LoadedSource> {
  let response: Response;
  try {
    // No cookies: the files are public, and a credentialed request would need more than `*` CORS.
    response = await fetch(url, { mode: 'cors', credentials: 'omit', signal: signal ?? null });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new SourceLoadError(url, { reason: 'network' });
  }
  if (!response.ok) throw new SourceLoadError(url, { reason: 'http', status: response.status });
  const bytes = await readAtMost(response, maxBytes + 1);
  const declared = Number(response.headers.get('Content-Length'));
  return {
    url,
    fileName: sourceFileName(url),
    bytes,
    size: Number.isSafeInteger(declared) && declared > bytes.length ? declared : bytes.length,
  };
}

/** The first `limit` bytes of an answer's body; the rest is never downloaded. */
async function readAtMost(response: Response, limit: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(await response.arrayBuffer()).subarray(0, limit);
  const reader = response.body.getReader();
  const bytes = new Uint8Array(limit);
  let filled = 0;
  while (filled < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    const taken = value.subarray(0, limit - filled);
    bytes.set(taken, filled);
    filled += taken.length;
  }
  await reader.cancel().catch(() => undefined);
  return bytes.subarray(0, filled);
}
