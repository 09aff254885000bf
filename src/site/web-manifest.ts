/**
 * The web app manifests, one per language (`/en/manifest.webmanifest`, `/he/manifest.webmanifest`),
 * so each language installs as its own app that opens in that language and direction.
 */
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import { EVENT_FILE } from '../contract/event-file.ts';
import { LANGUAGES, type Language } from '../contract/service.ts';
import { PATHS } from './site-config.ts';

/** The planner's colours (src/components/ui/tokens.styles.ts; test/unit/style-tokens.test.ts keeps them equal): accent for the title bar, page background for the splash. */
export const APP_COLORS = { theme: '#2453c7', background: '#f6f7f9' } as const;

export const WEB_MANIFEST_MEDIA_TYPE = 'application/manifest+json';

const APP_PATHS: Record<Language, string> = { en: PATHS.appEn, he: PATHS.appHe };
const INSTALL_STRINGS = { en: en.install, he: he.install } satisfies Record<Language, unknown>;

const webManifestPath = (lang: Language) => `${APP_PATHS[lang]}manifest.webmanifest`;
export const WEB_MANIFEST_PATHS: readonly string[] = LANGUAGES.map(webManifestPath);

/** Icons under public/icons/ (rendered by scripts/make-icons.ts; the site's pages use icon.svg as their tab icon). */
const ICONS = {
  appleTouch: '/icons/apple-touch-icon.png',
  png: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} as const;

/** Screenshots of the running app under public/screenshots/ (taken by scripts/make-screenshots.ts). */
export const SCREENSHOT_SIZES = {
  wide: { width: 1280, height: 800 },
  narrow: { width: 412, height: 915 },
} as const;
export type FormFactor = keyof typeof SCREENSHOT_SIZES;
export const screenshotPath = (lang: Language, formFactor: FormFactor) => `/screenshots/${lang}-${formFactor}.png`;

export function buildWebManifest(lang: Language): Record<string, unknown> {
  const s = INSTALL_STRINGS[lang];
  const app = APP_PATHS[lang];
  return {
    id: app,
    name: s.name,
    short_name: s.short_name,
    description: s.description,
    lang,
    dir: lang === 'he' ? 'rtl' : 'ltr',
    start_url: app,
    scope: app,
    display: 'standalone',
    orientation: 'any',
    theme_color: APP_COLORS.theme,
    background_color: APP_COLORS.background,
    categories: ['productivity', 'lifestyle'],
    // PNGs only: Chromium reads the installable icon when the page loads, and an SVG one is drawn as a
    // document of its own on the page's main thread (decision 0046).
    icons: [...ICONS.png],
    // The installed app opens `.seating` files from the operating system; main.ts takes them from window.launchQueue.
    file_handlers: [{ action: app, accept: { [EVENT_FILE.mediaType]: [EVENT_FILE.extension] }, launch_type: 'single-client' }],
    screenshots: (Object.keys(SCREENSHOT_SIZES) as FormFactor[]).map((formFactor) => ({
      src: screenshotPath(lang, formFactor),
      sizes: `${SCREENSHOT_SIZES[formFactor].width}x${SCREENSHOT_SIZES[formFactor].height}`,
      type: 'image/png',
      form_factor: formFactor,
      label: formFactor === 'wide' ? s.screenshot_wide : s.screenshot_narrow,
    })),
  };
}

/** Site path → manifest JSON, for the build to write. */
export function buildWebManifests(): Map<string, string> {
  return new Map(LANGUAGES.map((lang) => [webManifestPath(lang), JSON.stringify(buildWebManifest(lang), null, 2) + '\n']));
}

/** The tags an app page carries in its head to be installable and look right once installed. */
export function appHeadTags(lang: Language): string {
  return [
    `<link rel="manifest" href="${webManifestPath(lang)}">`,
    // A PNG: Chromium draws an SVG tab icon as a document of its own on the page's main thread, two
    // tasks of a phone's first load (docs/decisions/0046-first-load-in-parts.md).
    `<link rel="icon" href="${ICONS.png[0].src}" sizes="${ICONS.png[0].sizes}" type="${ICONS.png[0].type}">`,
    `<link rel="apple-touch-icon" href="${ICONS.appleTouch}">`,
  ].join('\n');
}
