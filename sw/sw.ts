/**
 * The service worker: precaches the whole built site (both app shells, the solver worker, every
 * published document, icons, manifests, examples, content pages) and answers exactly as the server
 * does when the network is gone. Updates wait for the user's consent (see
 * src/app/register-service-worker.ts); IndexedDB is never touched here, so the workspace survives.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { refusedMethodRule } from '../src/serving/rules.ts';
import { answerOffline, type OfflineContext } from './offline-answer.ts';
import { isContractPath, type OfflineServingData } from './offline-rules.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  __SEATING_SERVING_DATA__: OfflineServingData;
};

/** Replaced at build time by scripts/service-worker.ts with build/serving-rules.json and the languages. */
const data: OfflineServingData = self.__SEATING_SERVING_DATA__;

/** Beyond this, a hanging connection (lie-fi) is treated as offline and the precached build answers. */
const NETWORK_TIMEOUT_SECONDS = 5;

const context: OfflineContext = {
  data,
  lookup: (path) => matchPrecache(path),
  preferredLanguages: self.navigator.languages,
};

/** Network-only whose failure (or timeout) falls back to the server's answer rebuilt from the precache. */
const networkThenOffline = new NetworkOnly({
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [{ handlerDidError: async ({ request }) => answerOffline(request, context) }],
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

/*
 * The published contract (/api/v1 documents, markdown alternates, /openapi.json, the catalog,
 * unknown /api/ paths) is network-first rather than stale-while-revalidate: the documents are
 * small, the contract asks clients to revalidate with If-None-Match, and stale-while-revalidate
 * would hand out the previous contract once after every change — a client reading limits or
 * weights must get the deployed ones whenever the server is reachable. Online, the server itself
 * answers (304s included); offline, the precached copy of this build answers with its build-time
 * ETag and Link headers. Registered before the precache route so these paths never come from it.
 */
for (const method of ['GET', 'HEAD'] as const) {
  registerRoute(({ url }) => sameOrigin(url) && isContractPath(data.rules, url.pathname), networkThenOffline, method);
}

/*
 * A method the server refuses on a path (POST to a document, say) gets the same 405 offline.
 * Workbox routes no OPTIONS; the browser sends those to the network.
 */
for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
  registerRoute(
    ({ url }) => sameOrigin(url) && refusedMethodRule(data.rules, url.pathname, method) !== undefined,
    networkThenOffline,
    method,
  );
}

/*
 * The app shell, its scripts and every other file of this build come from the precache first:
 * they change together, and a new build arrives as a new service worker that the user accepts.
 * Query strings are ignored as the server ignores them (`/en/?demo=1` is the `/en/` shell).
 */
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/], directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

/** Anything else of this origin (`/`, `/en`, unknown paths): the network, else the server's answer offline. */
for (const method of ['GET', 'HEAD'] as const) {
  registerRoute(({ url }) => sameOrigin(url), networkThenOffline, method);
}

// The first installation takes control at once, so the very first visit already works offline.
// Later versions wait until the page posts SKIP_WAITING (workbox-window's messageSkipWaiting),
// which it does only when the user accepts the update.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
