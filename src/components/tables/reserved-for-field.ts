/**
 * The "Reserved for" field of a table, shared by the table editor and the room's table inspector:
 * a text of booking names and group paths separated by ";", offered from the event's guest list.
 */
import { html } from 'lit';
import type { Translate } from '../../i18n/format-issue.ts';
import type { GuestRecord } from '../../model/records.ts';
import { groupPathsOf } from '../guests/guest-filter.ts';

/** What a table may be reserved for: every group path, then every booking name, in the language's order. */
export function reservationChoices(guests: readonly GuestRecord[], lang: string): string[] {
  const names = guests.map((g) => g.name).sort((a, b) => a.localeCompare(b, lang));
  return [...groupPathsOf(guests, lang), ...names];
}

/** The label, the input named `reservedFor`, its choices and its hint; ids start with `prefix`. */
export function reservedForField(t: Translate, prefix: string, value: string, choices: readonly string[]) {
  return html`<label for=${`${prefix}-reserved-for`}>${t('wishes.table.reservedFor')}</label>
    <input
      id=${`${prefix}-reserved-for`}
      name="reservedFor"
      type="text"
      list=${`${prefix}-reservation-choices`}
      autocomplete="off"
      .value=${value}
      aria-describedby=${`${prefix}-reserved-for-hint`}
    />
    <datalist id=${`${prefix}-reservation-choices`}>${choices.map((choice) => html`<option value=${choice}></option>`)}</datalist>
    <span class="hint" id=${`${prefix}-reserved-for-hint`}>${t('wishes.table.reservedForHint')}</span>`;
}
