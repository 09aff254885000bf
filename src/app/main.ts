/**
 * The app entry for /en/ and /he/: the language from <html lang>, one store over the default
 * workspace database, its solver session, the shell, and the demo rule for `?demo=1`.
 */
import { createI18n } from '../i18n/i18n.ts';
import { makeLocalizer } from '../i18n/localizer.ts';
import type { Language } from '../contract/service.ts';
import { createPlanner } from '../state/planner.ts';
import { applyDemoRule, openDemoAsNewEvent } from '../state/demo.ts';
import '../components/app/seating-app.ts';
import { registerServiceWorker } from './register-service-worker.ts';

const EXAMPLES_BASE = '/examples/';

/** The File Handling API (Chromium): files the operating system opened the installed app with (manifest file_handlers). */
interface LaunchParams {
  readonly files: readonly FileSystemFileHandle[];
}
declare global {
  interface Window {
    launchQueue?: { setConsumer(consumer: (params: LaunchParams) => void): void };
  }
}

async function start(): Promise<void> {
  const lang: Language = document.documentElement.lang === 'he' ? 'he' : 'en';
  const i18n = createI18n(lang);
  const localizer = makeLocalizer(lang, (key, params) => i18n.t(key, params));
  const planner = createPlanner({ newEventName: (ordinal) => localizer.t('events.defaultName', { n: localizer.n(ordinal) }) });
  const { store } = planner;

  const app = document.querySelector('seating-app') ?? document.body.appendChild(document.createElement('seating-app'));
  app.localizer = localizer;
  app.planner = planner;
  app.otherLanguageHref = lang === 'he' ? '/en/' : '/he/';
  registerServiceWorker(localizer);

  await planner.ready;
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
