/** The i18next instance over locales/*.json, shared by the app, the embed and the CLI. */
import i18next, { type i18n } from 'i18next';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import type { Language } from '../contract/service.ts';

export const RESOURCES = { en: { translation: en }, he: { translation: he } } as const;

/** A ready instance: resources are bundled, so initialisation is synchronous. */
export function createI18n(lang: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: RESOURCES,
    initAsync: false,
    // Lit escapes what it renders and the CLI prints plain text: escaping here would show &quot;.
    interpolation: { escapeValue: false },
    returnNull: false,
    // i18next otherwise prints an advertisement to the console (and into the CLI's output).
    showSupportNotice: false,
  });
  return instance;
}
