/** The locale key naming a column's meaning, for the mapping step and the flow's announcements alike. */
import type { ColumnMeaning } from '../../csv/header-match.ts';
import type { TranslationKey } from '../../i18n/keys.ts';

/** The locale key naming a meaning ("size (number of people)"). */
export function meaningKey(meaning: ColumnMeaning): TranslationKey {
  return `importSteps.meaning.${meaning}` as TranslationKey;
}
