/** How a saved version reads: its name (an automatic one's in the reader's language) and its dates. */
import type { TranslationKey } from '../../i18n/keys.ts';
import type { PlanVersion } from '../../state/versions.ts';

type Translate = (key: TranslationKey, params?: Record<string, string | number>) => string;

export function versionName(version: PlanVersion, t: Translate): string {
  const { label } = version;
  return 'text' in label ? label.text : t(`versions.automatic.${label.kind}`, label.params);
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A moment as the reader's language writes a date and time (one format per language: making one costs more than using it). */
export function whenText(ms: number, lang: string): string {
  let format = formats.get(lang);
  if (!format) formats.set(lang, (format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' })));
  return format.format(ms);
}
