/**
 * An i18next instance over one language's messages. The app loads only its page's catalogue
 * (src/i18n/catalogue.ts); the embed and the command line take both from src/i18n/i18n.ts.
 */
import i18next, { type i18n, type Resource } from 'i18next';
import type en from '../../locales/en.json';
import type { Language } from '../contract/service.ts';

/** One language's messages, as locales/en.json has them (locales/he.json has the same keys). */
export type Catalogue = typeof en;

/** A ready instance: the messages are at hand, so initialisation is synchronous. */
export function createI18nWith(lang: Language, resources: Resource): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources,
    initAsync: false,
    // Lit escapes what it renders and the CLI prints plain text: escaping here would show &quot;.
    interpolation: { escapeValue: false },
    returnNull: false,
    // i18next otherwise prints an advertisement to the console (and into the CLI's output).
    showSupportNotice: false,
  });
  return instance;
}
