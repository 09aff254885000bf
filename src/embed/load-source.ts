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
  bytes: Uint8Array;
}

/** `src` is resolved against the host document, as an `<img src>` would be. */
export function resolveSource(src: string, base: string = document.baseURI): string {
  return new URL(src, base).href;
}

export function sourceFileName(url: string): string {
  const { pathname, host } = new URL(url);
  const last = pathname.split('/').filter(Boolean).pop();
  if (!last) return host;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export async function loadSource(url: string, signal?: AbortSignal): Promise<LoadedSource> {
  let response: Response;
  try {
    // No cookies: the files are public, and a credentialed request would need more than `*` CORS.
    response = await fetch(url, { mode: 'cors', credentials: 'omit', signal: signal ?? null });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new SourceLoadError(url, { reason: 'network' });
  }
  if (!response.ok) throw new SourceLoadError(url, { reason: 'http', status: response.status });
  return { url, fileName: sourceFileName(url), bytes: new Uint8Array(await response.arrayBuffer()) };
}
