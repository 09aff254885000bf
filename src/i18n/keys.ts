/**
 * The translation keys, derived from locales/en.json, so a key that names no message does not
 * type-check; and locales/he.json must hold the same keys, or this file does not type-check.
 */
import type en from '../../locales/en.json';
import type he from '../../locales/he.json';

/** i18next picks a plural form by suffix ("done_one", "done_two"); code names the message without it. */
type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralCategory}` ? Base : K;

/** The dotted path of every string leaf ("import.guests.title"). */
type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The keys code can ask a message tree for. */
export type MessageKeys<Messages> = WithoutPlural<LeafPaths<Messages>>;

export type TranslationKey = MessageKeys<typeof en>;

/** Compiles only when `Keys` is empty; otherwise the error names the keys. */
type NoKeys<Keys extends never> = Keys;

/**
 * Plural forms differ by language (Hebrew has "two"), so the locales are compared without them.
 * @lintignore A check the compiler makes: nothing reads it, and exported it is no unused local.
 */
export type LocalesHoldTheSameKeys = [
  missingInHebrew: NoKeys<Exclude<TranslationKey, MessageKeys<typeof he>>>,
  missingInEnglish: NoKeys<Exclude<MessageKeys<typeof he>, TranslationKey>>,
];
