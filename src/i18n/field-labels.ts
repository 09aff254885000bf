/** Fields of bookings and tables named in words, in the planner's language, from the attribute tables of the contract. */
import {
  BOOKING_FIELDS,
  bookingFieldLabel,
  TABLE_MERGE_FIELDS,
  tableFieldLabel,
  type BookingField,
  type TableMergeField,
} from '../contract/index.ts';
import type { Translate } from './format-issue.ts';
import type { TranslationKey } from './keys.ts';

/** A booking's or a table's merge field in words; a member no table names (a newer one) by its own name. */
export function fieldLabel(field: string, t: Translate): string {
  if ((BOOKING_FIELDS as readonly string[]).includes(field)) return t(bookingFieldLabel(field as BookingField) as TranslationKey);
  if ((TABLE_MERGE_FIELDS as readonly string[]).includes(field)) return t(tableFieldLabel(field as TableMergeField) as TranslationKey);
  return field;
}

/** An attribute's name in words, by its translation key (for fields that gather several). */
export const attributeLabel =
  (t: Translate) =>
  (key: string): string =>
    t(key as TranslationKey);
