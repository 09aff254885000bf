/**
 * The guests' find-my-seat pages' service worker (registered by src/find/main.ts for /en/find/ and
 * /he/find/): precaches those pages, their script and style and nothing of the planner, so a guest
 * opening a link downloads about the page's own size. The page keeps nothing of its own (the list is
 * in the link), so a new version takes over at once.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// Query strings are ignored as the server ignores them; the list itself is in the fragment, never sent.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/], directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
void self.skipWaiting();
clientsClaim();
