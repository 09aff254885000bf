/**
 * The app entry for /en/ and /he/: the language from <html lang> and its messages, the shell, then,
 * after the shell's first paint, one store over the default workspace database, its solver session
 * and the demo rule for `?demo=1`; the service worker last, once the planner is ready. The entry
 * holds the shell only: the planner, each view and the other language load when wanted, and the
 * build refuses an entry over its budget (docs/decisions/0029-entry-budget.md).
 */
import { createI18nWith } from '../i18n/i18n-instance.ts';
import { loadCatalogue } from '../i18n/catalogue.ts';
import { localizerOver } from '../i18n/localizer.ts';
import type { Language } from '../contract/service.ts';
import { afterNextPaint, whenIdle, yieldToMain } from '../state/yield.ts';
import { loadPlannerModules } from '../state/planner-modules.ts';
import { RELAY_META_NAME } from '../serving/relay.ts';
import { deviceKind } from '../state/device-kind.ts';
import type { Localizer } from '../i18n/localizer.ts';

const EXAMPLES_BASE = '/examples/';
/** The service worker waits for a page with nothing left to do, and at most this long after the planner is ready. */
const SERVICE_WORKER_WAIT_MS = 5000;
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
  // Reading the messages, setting up the translations, running the shell's code and drawing the shell
  // are tasks apart: together they would block a phone (decision 0046). The page preloads the code.
  const catalogue = await loadCatalogue(lang);
  await yieldToMain();
  const i18n = createI18nWith(lang, { [lang]: { translation: catalogue } });
  const localizer = localizerOver(lang, i18n);
  await yieldToMain();
  await import('../components/app/seating-app.ts');
  await yieldToMain();

  const app = document.querySelector('seating-app') ?? document.body.appendChild(document.createElement('seating-app'));
  app.localizer = localizer;
  app.otherLanguageHref = lang === 'he' ? '/en/' : '/he/';

  // The shell is drawn first; the planner's code (preloaded by the page) runs after it, a part a task,
  // then the workspace opens and the plan is derived.
  await afterNextPaint();
  const { createPlanner, SolverClient } = await loadPlannerModules();
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
  // Offline comes after the first screen is built: the worker's precache downloads (and its worker
  // reads) every other part, which on a phone's few cores would slow the first screen's last tasks.
  void whenIdle(SERVICE_WORKER_WAIT_MS)
    .then(() => import('./register-service-worker.ts'))
    .then(({ registerServiceWorker }) => registerServiceWorker(localizer, controllerAtLoad));
  window.launchQueue?.setConsumer((launch) => {
    void (async () => {
      for (const handle of launch.files) await app.openEventFile(await handle.getFile());
    })();
  });
  const demoOptions = { examplesBase: EXAMPLES_BASE, eventName: localizer.t('demo.eventName') };
  // The demo's module (and the list of examples) is read only when a demo is asked for.
  app.addEventListener('open-demo-request', () => {
    void import('../state/demo.ts')
      .then(({ openDemoAsNewEvent }) => openDemoAsNewEvent(store, demoOptions))
      .then((opened) => opened && app.show('seating'));
  });

  const params = new URLSearchParams(location.search);
  if (params.get('demo') === '1') {
    // Drop the parameter first, so a reload shows the work rather than the demo notice again.
    params.delete('demo');
    const query = params.toString();
    history.replaceState(null, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
    const { applyDemoRule } = await import('../state/demo.ts');
    if ((await applyDemoRule(store, demoOptions)) === 'loaded') app.show('seating');
  }
}

void start();
