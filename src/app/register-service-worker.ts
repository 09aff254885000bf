/**
 * Registers the service worker through workbox-window and, when a new version has been installed
 * while this page runs on the old one, asks the user before switching. Only the app entry calls
 * this: a page that embeds the planner must never install a worker for its own origin.
 */
import { Workbox } from 'workbox-window';
import type { Localizer } from '../i18n/localizer.ts';
import { SERVICE_WORKER_PATH } from '../serving/rules.ts';
import '../components/update-prompt.ts';

/** A tab may stay open for days while a plan is refined: look for a new version this often, and on return. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export function registerServiceWorker(localizer: Localizer): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox(SERVICE_WORKER_PATH);
  let prompt: HTMLElementTagNameMap['update-prompt'] | undefined;

  // Reload once the new worker controls the page, so page and worker are the same version.
  // The workspace lives in IndexedDB, which no update touches.
  const acceptUpdate = async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    // Accepted in another tab already: the new version runs, only this page is still the old one.
    if (!registration?.waiting) {
      window.location.reload();
      return;
    }
    // The worker that waits and the page's controller, asked of the browser itself: workbox-window's
    // own 'controlling' event is sent only for the worker it installed, so a version found waiting
    // when this page loaded (the user said "Later" before) could switch without this page reloading.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    registration.waiting.postMessage({ type: 'SKIP_WAITING' });
  };

  // A new version finished installing and waits for this page to let go of the old one.
  wb.addEventListener('waiting', () => {
    if (!prompt) {
      prompt = document.createElement('update-prompt');
      prompt.localizer = localizer;
      prompt.addEventListener('update-accept', () => void acceptUpdate());
      document.body.append(prompt);
    }
    prompt.open = true;
  });

  const checkForUpdate = () => void wb.update().catch(() => undefined);
  wb.register()
    .then((registration) => {
      if (!registration) return;
      setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') checkForUpdate();
      });
    })
    // Without a worker (private mode, blocked storage) the planner still works online; nothing to tell.
    .catch(() => undefined);
}
