/**
 * The "Reserved for" field of a table, shared by the table editor and the room's table inspector:
 * bookings and groups picked from the event's guest list (a repeated name by what tells it apart,
 * a group also by its last segment), kept as names separated by ";".
 */
import { html, nothing } from 'lit';
import { joinList } from '../../model/list-text.ts';
import type { Translate } from '../../i18n/format-issue.ts';
import type { GuestRecord } from '../../model/records.ts';
import { groupPathsOf } from '../guests/guest-filter.ts';
import { bookingOptions, groupOptions } from '../ui/party-options.ts';
import type { PickList, PickOption } from '../ui/pick-list.ts';
import '../ui/pick-list.ts';

/** What a table may be reserved for: every group path, then every booking, in the language's order. */
export function reservationChoices(guests: readonly GuestRecord[], lang: string, groupWord: string): PickOption[] {
  return [...groupOptions(groupPathsOf(guests, lang), groupWord), ...bookingOptions(guests, lang)];
}

/**
 * The picker of the field (id `${prefix}-reserved-for`), its chosen names as one ";"-separated text.
 * `missing`: the names it keeps the table for that are not on the guest list, shown as a warning under it.
 */
export function reservedForField(
  t: Translate,
  prefix: string,
  value: string,
  choices: readonly PickOption[],
  missing: { table: string; names: readonly string[] } = { table: '', names: [] },
) {
  const warning =
    missing.names.length > 0
      ? html`<span class="warn" role="note" id=${`${prefix}-reserved-missing`}
          >${t('wishes.table.reservedMissing', { table: missing.table, names: joinList(missing.names), count: missing.names.length })}</span
        >`
      : nothing;
  return html`<pick-list
      id=${`${prefix}-reserved-for`}
      class="reserved-for"
      .label=${t('wishes.table.reservedFor')}
      .hint=${t('wishes.table.reservedForHint')}
      .options=${choices}
      .value=${value}
    ></pick-list
    >${warning}`;
}

/** What the field of `form` holds now ("" when the form has none). */
export const reservedForValue = (form: HTMLFormElement): string => form.querySelector<PickList>('pick-list.reserved-for')?.value ?? '';

/** Puts `value` back in the field of `form`. */
export function setReservedFor(form: HTMLFormElement, value: string): void {
  const field = form.querySelector<PickList>('pick-list.reserved-for');
  if (field) field.value = value;
}
