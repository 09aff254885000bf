/** The i18next instance over locales/*.json with both languages bundled, for the embed and the CLI. */
import type { i18n } from 'i18next';
import en from '../../locales/en.json' with { type: 'json' };
import he from '../../locales/he.json' with { type: 'json' };
import type { Language } from '../contract/service.ts';
import { createI18nWith } from './i18n-instance.ts';

const RESOURCES = { en: { translation: en }, he: { translation: he } } as const;

/** A ready instance: resources are bundled, so initialisation is synchronous. */
export function createI18n(lang: Language): i18n {
  return createI18nWith(lang, RESOURCES);
}
