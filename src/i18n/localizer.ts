/**
 * What the planner's elements need from the language layer: a translate function, the direction
 * and locale-aware numbers. Provided through context, so an embed can run in its own language.
 */
import { createContext } from '@lit/context';
import type { i18n } from 'i18next';
import type { Language } from '../contract/service.ts';
import type { TranslationKey } from './keys.ts';

export type TranslateParams = Record<string, string | number>;

export interface Localizer {
  readonly lang: Language;
  readonly dir: 'ltr' | 'rtl';
  // Functions, not methods: elements take them apart (`const { t, n } = this.l`).
  readonly t: (key: TranslationKey, params?: TranslateParams) => string;
  /** A number formatted for the interface language. */
  readonly n: (value: number, options?: Intl.NumberFormatOptions) => string;
  /**
   * Items as a list of the interface language ("a, b and c", "א, ב ו־ג"; `unit`: commas only), each
   * item isolated so a Latin name cannot pull the commas to its side in Hebrew.
   */
  readonly list: (items: readonly string[], type?: 'conjunction' | 'unit') => string;
}

export const localizerContext = createContext<Localizer>(Symbol('seating-localizer'));

/** Whole numbers from 0 up to this (exclusive) read the same in both languages without Intl. */
const PLAIN_BELOW = 1000;

/** The localizer over an i18next instance of `lang` (the app's, the embed's, a test's). */
export function localizerOver(lang: Language, instance: Pick<i18n, 't' | 'getResource'>): Localizer {
  return makeLocalizer(
    lang,
    (key, params) => instance.t(key, params),
    (key) => instance.getResource(lang, 'translation', key) as string | undefined,
  );
}

/**
 * `template` reads a message as written (with its `{{…}}` and `$t(…)`), so a value that names a
 * nested message ("$t(history.{{kind}})") is passed as it is, not isolated into another key.
 */
export function makeLocalizer(
  lang: Language,
  translate: (key: TranslationKey, params?: TranslateParams) => string,
  template: (key: TranslationKey) => string | undefined = () => undefined,
): Localizer {
  const formats = new Map<string, Intl.NumberFormat>();
  const keyParts = new Map<TranslationKey, ReadonlySet<string>>();
  const keyPartsOf = (key: TranslationKey) => {
    let parts = keyParts.get(key);
    if (!parts) keyParts.set(key, (parts = nestedKeyParams(template(key) ?? '')));
    return parts;
  };
  // Made on first use, as the number formats are: no Intl on the first screen (decision 0046).
  const lists = new Map<'conjunction' | 'unit', Intl.ListFormat>();
  const listFormat = (type: 'conjunction' | 'unit') => {
    let format = lists.get(type);
    if (!format) lists.set(type, (format = new Intl.ListFormat(lang, type === 'unit' ? { type, style: 'short' } : { type })));
    return format;
  };
  const dir = lang === 'he' ? 'rtl' : 'ltr';
  // A message without values reads the same every time: each element draws many on every update,
  // and i18next's lookup of each was a good part of drawing the shell on a phone (decision 0046).
  const plain = new Map<TranslationKey, string>();
  return {
    lang,
    dir,
    // In right-to-left text each inserted value (a Latin name, a group path, a file name) is isolated
    // (FSI … PDI), so its own direction cannot reorder the sentence around it.
    t: (key, params) => {
      if (params) return translate(key, dir === 'rtl' ? isolate(params, keyPartsOf(key)) : params);
      let text = plain.get(key);
      if (text === undefined) plain.set(key, (text = translate(key)));
      return text;
    },
    n: (value, options) => {
      // Both languages write small whole numbers in Latin digits without grouping, as String does; the
      // first Intl.NumberFormat costs a phone's first load a long task (docs/decisions/0046).
      if (!options && Number.isInteger(value) && value >= 0 && value < PLAIN_BELOW) return String(value);
      const cacheKey = JSON.stringify(options ?? {});
      let format = formats.get(cacheKey);
      if (!format) formats.set(cacheKey, (format = new Intl.NumberFormat(lang, options)));
      return format.format(value);
    },
    list: (items, type = 'unit') => listFormat(type).format(dir === 'rtl' ? items.map(isolateText) : items),
  };
}

/** Text set apart from the sentence around it (FSI … PDI), so its own direction cannot reorder it. */
export const isolateText = (text: string): string => `\u2068${text}\u2069`;

function isolate(params: TranslateParams, keyParts: ReadonlySet<string>): TranslateParams {
  const out: TranslateParams = {};
  for (const [k, v] of Object.entries(params)) out[k] = typeof v === 'string' && !keyParts.has(k) ? isolateText(v) : v;
  return out;
}

/** The values a message puts into the key of a message it nests: "{{object}}" in "$t(room.object.{{object}})". */
function nestedKeyParams(message: string): ReadonlySet<string> {
  const keys = [...message.matchAll(/\$t\(([^,)]*)/g)].map((match) => match[1]!);
  return new Set(keys.flatMap((key) => [...key.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!)));
}
