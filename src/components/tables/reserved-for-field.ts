/**
 * The "Reserved for" field of a table, shared by the table editor and the room's table inspector:
 * a text of booking names and group paths separated by ";", offered from the event's guest list.
 */
import { html, nothing } from 'lit';
import { joinList } from '../../model/list-text.ts';
import type { Translate } from '../../i18n/format-issue.ts';
import type { GuestRecord } from '../../model/records.ts';
import { groupPathsOf } from '../guests/guest-filter.ts';

/** What a table may be reserved for: every group path, then every booking name, in the language's order. */
export function reservationChoices(guests: readonly GuestRecord[], lang: string): string[] {
  const names = guests.map((g) => g.name).sort((a, b) => a.localeCompare(b, lang));
  return [...groupPathsOf(guests, lang), ...names];
}

/**
 * The label, the input named `reservedFor`, its choices and its hint; ids start with `prefix`. `missing`:
 * the names it keeps the table for that are not on the guest list, shown as a warning under the field.
 */
export function reservedForField(
  t: Translate,
  prefix: string,
  value: string,
  choices: readonly string[],
  missing: { table: string; names: readonly string[] } = { table: '', names: [] },
) {
  const warning =
    missing.names.length > 0
      ? html`<span class="warn" role="note" id=${`${prefix}-reserved-missing`}
          >${t('wishes.table.reservedMissing', { table: missing.table, names: joinList(missing.names), count: missing.names.length })}</span
        >`
      : nothing;
  return html`<label for=${`${prefix}-reserved-for`}>${t('wishes.table.reservedFor')}</label>
    <input
      id=${`${prefix}-reserved-for`}
      name="reservedFor"
      type="text"
      list=${`${prefix}-reservation-choices`}
      autocomplete="off"
      .value=${value}
      aria-describedby=${`${prefix}-reserved-for-hint${missing.names.length > 0 ? ` ${prefix}-reserved-missing` : ''}`}
    />
    <datalist id=${`${prefix}-reservation-choices`}>${choices.map((choice) => html`<option value=${choice}></option>`)}</datalist>
    <span class="hint" id=${`${prefix}-reserved-for-hint`}>${t('wishes.table.reservedForHint')}</span>${warning}`;
}
