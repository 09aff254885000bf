/**
 * Registers the service worker through workbox-window and, when a new version has been installed
 * while this page runs on the old one, asks the user before switching. Only the app entry calls
 * this: a page that embeds the planner must never install a worker for its own origin.
 */
import { Workbox } from 'workbox-window';
import type { Localizer } from '../i18n/localizer.ts';
import { SERVICE_WORKER_PATH } from '../serving/rules.ts';
import '../components/app/update-prompt.ts';

/** A tab may stay open for days while a plan is refined: look for a new version this often, and on return. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * After "Update now", how long the page lets the browser start the switch before it reminds it, and
 * how many reminders it sends (about half a minute in all; the switch needs no reminder normally).
 */
const ACTIVATION_REMINDER_INTERVAL_MS = 1000;
const ACTIVATION_REMINDER_LIMIT = 30;

/** A worker script of this build, precached, that does nothing until it is sent a message. */
const IDLE_WORKER_PATH = '/assets/solver.worker.js';

/**
 * Makes Chromium look again at a waiting worker that was told to skip waiting. Chromium activates it
 * only once the outgoing worker has stopped, and asks that worker to stop as soon as it is idle; but
 * when a request from another tab on the old version reaches the outgoing worker while it is
 * stopping, Chromium starts it again for that request and forgets the request to stop, so the new
 * version waits until the old worker has been idle for 30 s (for ever while DevTools is attached), and
 * a second skipWaiting() of the same worker is ignored. Chromium checks for a waiting worker again
 * whenever a page or a worker of the scope starts loading, so a short-lived worker started here brings
 * the switch about; it is stopped again before the next reminder. Browsers without this behaviour
 * lose nothing: the worker only loads.
 */
function remindBrowserOfActivation(): void {
  const worker = new Worker(IDLE_WORKER_PATH, { type: 'module' });
  setTimeout(() => worker.terminate(), ACTIVATION_REMINDER_INTERVAL_MS);
}

/**
 * `controllerAtLoad` is the worker that served this page, read when the entry started: registering
 * waits until the planner is ready, and a version accepted in another tab meanwhile leaves no
 * waiting worker and no event behind, only a different controller.
 */
export function registerServiceWorker(localizer: Localizer, controllerAtLoad: ServiceWorker | null): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox(SERVICE_WORKER_PATH);
  let prompt: HTMLElementTagNameMap['update-prompt'] | undefined;
  let acceptedHere = false;

  // Reload once the new worker controls the page, so page and worker are the same version.
  // The workspace lives in IndexedDB, which no update touches.
  const acceptUpdate = async () => {
    acceptedHere = true;
    const registration = await navigator.serviceWorker.getRegistration();
    // Accepted in another tab already: the new version runs, only this page is still the old one.
    if (!registration?.waiting) {
      window.location.reload();
      return;
    }
    // The worker that waits and the page's controller, asked of the browser itself: workbox-window's
    // own 'controlling' event is sent only for the worker it installed, so a version found waiting
    // when this page loaded (the user said "Later" before) could switch without this page reloading.
    const waiting = registration.waiting;
    let reminders = 0;
    const reminder = setInterval(() => {
      if (waiting.state !== 'installed' || ++reminders > ACTIVATION_REMINDER_LIMIT) clearInterval(reminder);
      else remindBrowserOfActivation();
    }, ACTIVATION_REMINDER_INTERVAL_MS);
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearInterval(reminder);
        window.location.reload();
      },
      { once: true },
    );
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };

  const offerUpdate = () => {
    if (!prompt) {
      prompt = document.createElement('update-prompt');
      prompt.localizer = localizer;
      prompt.addEventListener('update-accept', () => void acceptUpdate());
      document.body.append(prompt);
    }
    prompt.open = true;
  };
  // A new version finished installing and waits for this page to let go of the old one.
  wb.addEventListener('waiting', offerUpdate);
  // Another tab accepted a new version: this page is still the old one, so its user is asked too.
  // A page that had no worker at load is only being taken under the first one's care.
  const switchedElsewhere = () => controllerAtLoad !== null && !acceptedHere && navigator.serviceWorker.controller !== controllerAtLoad;
  if (switchedElsewhere()) offerUpdate();
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (switchedElsewhere()) offerUpdate();
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
