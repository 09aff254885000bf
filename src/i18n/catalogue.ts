/**
 * One language's messages, loaded on their own: a page in one language never downloads the
 * other's. Each catalogue is a chunk of its own (the build preloads the page's one beside the entry).
 */
import type { Language } from '../contract/service.ts';
import type { Catalogue } from './i18n-instance.ts';

const CATALOGUES: Record<Language, () => Promise<{ default: unknown }>> = {
  en: () => import('../../locales/en.json', { with: { type: 'json' } }),
  he: () => import('../../locales/he.json', { with: { type: 'json' } }),
};

export async function loadCatalogue(lang: Language): Promise<Catalogue> {
  return (await CATALOGUES[lang]()).default as Catalogue;
}
