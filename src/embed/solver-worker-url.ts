/**
 * Where an embedded planner starts its solver worker. A page may not start a worker from another
 * origin (`new Worker('https://our-site/…')` throws a SecurityError on a host page), but a module
 * worker it creates from a same-origin blob may import a module from anywhere that allows CORS,
 * and our site answers every path with `Access-Control-Allow-Origin: *`. So on a host page the
 * worker is a one-line blob that imports the real worker by its absolute URL; on our own origin
 * the worker URL is used as it is.
 */

/** The blob made for each worker URL, so every planner on a page shares one. */
const blobUrls = new Map<string, string>();

/** The solver worker next to the embed bundle: `./solver.worker.js` beside `bundleUrl`. */
export function bundledWorkerUrl(bundleUrl: string | URL): URL {
  return new URL('./solver.worker.js', bundleUrl);
}

/** A URL a page at `pageOrigin` may pass to `new Worker(url, { type: 'module' })`. */
export function loadableWorkerUrl(workerUrl: URL, pageOrigin: string = location.origin): URL {
  if (workerUrl.origin === pageOrigin) return workerUrl;
  let blobUrl = blobUrls.get(workerUrl.href);
  if (!blobUrl) {
    const source = `import ${JSON.stringify(workerUrl.href)};\n`;
    blobUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    blobUrls.set(workerUrl.href, blobUrl);
  }
  return new URL(blobUrl);
}
