/** How a saved version reads: its name (an automatic one's in the reader's language) and its dates. */
import type { TranslationKey } from '../i18n/keys.ts';
import type { PlanVersion } from '../state/versions.ts';

type Translate = (key: TranslationKey, params?: Record<string, string | number>) => string;

export function versionName(version: PlanVersion, t: Translate): string {
  const { label } = version;
  return 'text' in label ? label.text : t(`versions.automatic.${label.kind}`, label.params);
}

/** A moment as the reader's language writes a date and time. */
export function whenText(ms: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}
