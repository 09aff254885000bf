/**
 * fflate as the browser bundles see it: read-excel-file and write-excel-file call fflate's `unzip`
 * and `zip`, which hand large entries to a worker made from a blob: URL, and the site's policy
 * allows workers only from its own files. Here both run synchronously on the calling thread,
 * answering through the same callback; everything else is fflate's own. The bundler and the
 * browser test server put this module in place of `fflate` (rollup.config.mjs, web-test-runner.config.mjs).
 */
import {
  unzipSync,
  zipSync,
  type AsyncTerminable,
  type AsyncUnzipOptions,
  type FlateCallback,
  type UnzipCallback,
  type Zippable,
} from 'fflate/browser';

export * from 'fflate/browser';

const finished: AsyncTerminable = () => undefined;

export function unzip(data: Uint8Array, opts: AsyncUnzipOptions | UnzipCallback, cb?: UnzipCallback): AsyncTerminable {
  const [options, callback] = typeof opts === 'function' ? [{}, opts] : [opts, cb];
  answer(() => unzipSync(data, options), callback as UnzipCallback);
  return finished;
}

export function zip(data: Zippable, opts: object | FlateCallback, cb?: FlateCallback): AsyncTerminable {
  const [options, callback] = typeof opts === 'function' ? [{}, opts] : [opts, cb];
  answer(() => zipSync(data, options), callback as FlateCallback);
  return finished;
}

/** Calls back later, as fflate's own asynchronous functions do, so callers see the same order of events. */
function answer<T>(work: () => T, callback: (error: never, data: T) => void): void {
  queueMicrotask(() => {
    let result: T;
    try {
      result = work();
    } catch (error) {
      (callback as (error: unknown, data: null) => void)(error, null);
      return;
    }
    (callback as (error: null, data: T) => void)(null, result);
  });
}
