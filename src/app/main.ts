/**
 * The app entry for /en/ and /he/: the language from <html lang> and its messages, the shell, then,
 * after the shell's first paint, one store over the default workspace database, its solver session
 * and the demo rule for `?demo=1`; the service worker last, once the planner is ready. The entry
 * holds the shell only: the planner, each view and the other language load when wanted, and the
 * build refuses an entry over its budget (docs/decisions/0029-entry-budget.md).
 */
import { createI18nWith } from '../i18n/i18n-instance.ts';
import { loadCatalogue } from '../i18n/catalogue.ts';
import { makeLocalizer } from '../i18n/localizer.ts';
import type { Language } from '../contract/service.ts';
import { applyDemoRule, openDemoAsNewEvent } from '../state/demo.ts';
import { afterNextPaint, yieldToMain } from '../state/yield.ts';
import { RELAY_META_NAME } from '../serving/relay.ts';
import { deviceKind } from '../state/device-kind.ts';
import type { Localizer } from '../i18n/localizer.ts';

const EXAMPLES_BASE = '/examples/';
/** The solver's worker, which the build writes beside app.js (rollup.config.mjs). */
const SOLVER_WORKER_URL = new URL('./solver.worker.js', import.meta.url);

/** The File Handling API (Chromium): files the operating system opened the installed app with (manifest file_handlers). */
interface LaunchParams {
  readonly files: readonly FileSystemFileHandle[];
}
declare global {
  interface Window {
    launchQueue?: { setConsumer(consumer: (params: LaunchParams) => void): void };
  }
}

/** What the others in a shared room call this device until the planner names it: "Firefox on Android". */
function deviceName(localizer: Localizer): string {
  const { browser, system } = deviceKind(navigator.userAgent);
  if (browser && system) return localizer.t('together.device', { browser, system });
  return browser ?? system ?? localizer.t('together.aDevice');
}

async function start(): Promise<void> {
  const lang: Language = document.documentElement.lang === 'he' ? 'he' : 'en';
  // Read now: the worker registers much later, and by then another tab may have switched versions.
  const controllerAtLoad = 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
  // The shell is a module of its own, so running its code is a task apart from reading the messages.
  const shell = import('../components/app/seating-app.ts');
  // Asked for at once, so the planner's code downloads while the shell draws.
  const plannerModules = Promise.all([import('../state/planner.ts'), import('../solver-client/solver-client.ts')]);
  const i18n = createI18nWith(lang, { [lang]: { translation: await loadCatalogue(lang) } });
  const localizer = makeLocalizer(lang, (key, params) => i18n.t(key, params));
  // The messages are read in one task and the shell drawn in the next: together they would block a phone (decision 0046).
  await yieldToMain();
  await shell;
  await yieldToMain();

  const app = document.querySelector('seating-app') ?? document.body.appendChild(document.createElement('seating-app'));
  app.localizer = localizer;
  app.otherLanguageHref = lang === 'he' ? '/en/' : '/he/';

  // The shell is drawn first; opening the workspace and deriving the plan come after it.
  await afterNextPaint();
  const [{ createPlanner }, { SolverClient }] = await plannerModules;
  // The relay the server allows this page to reach (its Content-Security-Policy names that one alone).
  const relayUrl = document.querySelector<HTMLMetaElement>(`meta[name="${RELAY_META_NAME}"]`)?.content;
  const planner = createPlanner({
    newEventName: (ordinal) => localizer.t('events.defaultName', { n: localizer.n(ordinal) }),
    // Beside this entry; the client's own default is beside its module, which is a chunk here.
    createSolverClient: () => new SolverClient(SOLVER_WORKER_URL),
    together: relayUrl
      ? {
          relayUrl,
          pageAddress: `${location.origin}${location.pathname}`,
          unnamed: localizer.t('together.unnamed'),
          deviceName: deviceName(localizer),
        }
      : undefined,
  });
  const { store } = planner;
  app.planner = planner;

  await planner.ready;
  // Keys never stay in the address bar (nor in the history) once read.
  const address = location.href;
  if (location.hash.startsWith('#plan=')) history.replaceState(null, '', `${location.pathname}${location.search}`);
  void planner.together?.start(address).then((joined) => joined && app.show('seating'));
  // Offline comes after the first screen works: the worker's precache downloads every other part.
  void afterNextPaint()
    .then(() => import('./register-service-worker.ts'))
    .then(({ registerServiceWorker }) => registerServiceWorker(localizer, controllerAtLoad));
  window.launchQueue?.setConsumer((launch) => {
    void (async () => {
      for (const handle of launch.files) await app.openEventFile(await handle.getFile());
    })();
  });
  const demoOptions = { examplesBase: EXAMPLES_BASE, eventName: localizer.t('demo.eventName') };
  app.addEventListener('open-demo-request', () => {
    void openDemoAsNewEvent(store, demoOptions).then((opened) => opened && app.show('seating'));
  });

  const params = new URLSearchParams(location.search);
  if (params.get('demo') === '1') {
    // Drop the parameter first, so a reload shows the work rather than the demo notice again.
    params.delete('demo');
    const query = params.toString();
    history.replaceState(null, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
    if ((await applyDemoRule(store, demoOptions)) === 'loaded') app.show('seating');
  }
}

void start();
