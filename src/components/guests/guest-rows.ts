/**
 * The rows of `<guest-list>`: its header row, and each booking's row drawn light: its cells are
 * plain buttons in the list's own shadow root (marked `data-cell` with their field), and only a
 * cell being edited is an `<inline-cell>`, so scrolling thousands of rows lays out no shadow roots.
 * The list listens for clicks, changes and keys on the whole body: it opens a cell's editor and
 * answers the row's check box and buttons (marked `data-action`). Templates drawn inside
 * `<guest-list>`, whose styles they use.
 */
import { html, nothing } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { LocalizeController } from '../../controllers/localize-controller.ts';
import type { TranslationKey } from '../../i18n/keys.ts';
import type { TranslateParams } from '../../i18n/localizer.ts';
import type { MealOption } from '../../model/meals.ts';
import type { GuestRecord } from '../../model/records.ts';
import { detailCells, detailLabels, type DetailLabels } from './guest-details.ts';
import { chevronIcon as moreIcon, pinIcon } from '../ui/icons.ts';
import type { CellCommitDetail, CellOption } from '../ui/inline-cell.ts';
import { guestTexts, type GuestField } from '../ui/record-fields.ts';
import '../ui/inline-cell.ts';
import { bookingRef } from '../../model/booking-refs.ts';

/**
 * A message with one value left open, filled by joining rather than by i18next: a scroll draws
 * thousands of rows, and translating each label of each row took a third of its script time. The
 * message is translated once with a mark for the value (isolated in right-to-left text as any value is).
 */
function messageWith(l: LocalizeController, key: TranslationKey, params: TranslateParams, open: string): (value: string) => string {
  const parts = l.t(key, { ...params, [open]: OPEN_VALUE }).split(OPEN_VALUE);
  return (value) => parts.join(value);
}
const OPEN_VALUE = '\u0001';

/** The words of every row, translated once for the language. */
export interface RowWords {
  lang: string;
  /** Each column's header, as a cell's label names it. */
  columns: Readonly<Record<GuestField, string>>;
  /** A cell's name for screen readers ("Seats, Dana"), by field, for a booking's name. */
  cellLabel: Readonly<Record<GuestField, (name: string) => string>>;
  editHint: (cellLabel: string) => string;
  select: (name: string) => string;
  tableColumn: string;
  pinnedTo: string;
  unseated: string;
  editAll: string;
  lock: string;
  unlock: string;
  duplicate: string;
  delete: string;
  /** The phone's toggle that opens a booking's compact row on its details. */
  moreOf: (name: string) => string;
  details: DetailLabels;
}

export function rowWords(l: LocalizeController): RowWords {
  const { t } = l;
  const columns = {
    name: t('guests.col.name'),
    size: t('guests.col.size'),
    group: t('guests.col.group'),
    strength: t('guests.col.strength'),
    avoid: t('guests.col.avoid'),
    pin: t('editor.pin'),
  };
  const label = (field: GuestField) => messageWith(l, 'inline.field', { column: columns[field] }, 'name');
  return {
    lang: l.lang,
    columns,
    cellLabel: {
      name: label('name'),
      size: label('size'),
      group: label('group'),
      strength: label('strength'),
      avoid: label('avoid'),
      pin: label('pin'),
    },
    editHint: messageWith(l, 'inline.editHint', {}, 'field'),
    select: messageWith(l, 'edit.select', {}, 'name'),
    tableColumn: t('guests.col.table'),
    pinnedTo: t('guests.pinnedTo'),
    unseated: t('guests.unseated'),
    editAll: t('inline.editAll'),
    lock: t('guests.lock'),
    unlock: t('guests.unlock'),
    duplicate: t('edit.duplicate'),
    delete: t('edit.delete'),
    moreOf: messageWith(l, 'guests.detailsOf', {}, 'name'),
    details: detailLabels(l),
  };
}

/** What every row of one drawing of the list shares. */
export interface RowContext {
  l: LocalizeController;
  words: RowWords;
  seating: Readonly<Record<string, string>>;
  /** Booking references (bookingRef) locked, picked, and opened on their details (a phone's compact rows). */
  locked: ReadonlySet<string>;
  picked: ReadonlySet<string>;
  opened: ReadonlySet<string>;
  groups: readonly string[];
  pinChoices: readonly CellOption[];
  meals: readonly MealOption[];
  extraColumns: readonly string[];
  /** A booking as the list shows it: a repeated name with its group (bookingLabeler). */
  label: (guest: GuestRecord) => string;
  /** The fields whose `<inline-cell>` is drawn, by row index: being edited, or last edited. */
  editors: ReadonlyMap<number, GuestField>;
  onCommit: (guest: GuestRecord, field: GuestField, detail: CellCommitDetail) => void;
}

/** How each field is edited: a number, a choice, or text (with suggestions for the group). */
export type CellKind = 'text' | 'number' | 'select';
export const CELL_KINDS: Readonly<Record<GuestField, CellKind>> = {
  name: 'text',
  size: 'number',
  group: 'text',
  strength: 'number',
  avoid: 'text',
  pin: 'select',
};

/** The row of `g`, the `index`th of the list; `aria-rowindex` counts the header row as the first. */
export function guestRow(g: GuestRecord, index: number, ctx: RowContext) {
  const { l, words } = ctx;
  const { n } = l;
  const ref = bookingRef(g);
  const seat = ctx.seating[ref];
  const isLocked = ctx.locked.has(ref);
  const texts = guestTexts(g);
  const editing = ctx.editors.get(index);
  const cell = (field: GuestField, shown: unknown, empty = false) => {
    const label = words.cellLabel[field](g.name);
    if (editing === field) {
      return html`<inline-cell
        data-index=${index}
        .label=${label}
        .value=${texts[field]}
        .type=${CELL_KINDS[field]}
        .options=${field === 'pin' ? ctx.pinChoices : []}
        .suggestions=${field === 'group' ? ctx.groups : []}
        .min=${field === 'size' ? 1 : field === 'strength' ? 0 : undefined}
        @cell-commit=${(e: HTMLElementEventMap['cell-commit']) => ctx.onCommit(g, field, e.detail)}
        >${shown}</inline-cell
      >`;
    }
    // As the inline cell's own button: its text names it, and the label when it has none. Its text
    // is the cell's alone, without the spaces of the markup, as the inline cell's is.
    // prettier-ignore
    return html`<button class="cell" data-cell=${field} aria-label=${ifDefined(empty ? label : undefined)} aria-description=${words.editHint(label)}>${shown}</button>`;
  };
  // The row's buttons are named with the booking ("Delete Dana") by aria-label, not by hidden text:
  // each hidden text is a positioned box, and four a row made every scroll lay out and paint far more.
  // The check box and the buttons are answered by the list for its whole body (data-action): a row
  // with no listeners of its own is quicker to draw, and a scroll draws several rows a frame.
  // On a phone a row is one line (its check box, name, table and a toggle) until the toggle opens its details.
  const open = ctx.opened.has(ref);
  return html`<tr aria-rowindex=${index + 2} class=${open ? 'open' : ''}>
    <th scope="row" class="name pick">
      <label class="tap"
        ><input type="checkbox" data-action="pick" aria-label=${words.select(g.name)} .checked=${ctx.picked.has(ref)}
      /></label>
      ${cell('name', ctx.label(g))}
      <button class="more" data-action="details" aria-expanded=${open ? 'true' : 'false'} aria-label=${words.moreOf(g.name)}>
        ${moreIcon}
      </button>
    </th>
    <td class="num" data-label=${words.columns.size}>${cell('size', n(g.size))}</td>
    <td class="group" data-label=${words.columns.group}>${cell('group', texts.group, texts.group === '')}</td>
    <td class="num wide ${g.strength === null ? 'blank' : ''}" data-label=${words.columns.strength}>
      ${cell('strength', g.strength === null ? '' : n(g.strength), g.strength === null)}
    </td>
    <td class="wide ${g.avoid.length ? '' : 'blank'}" data-label=${words.columns.avoid}>
      ${cell('avoid', texts.avoid, texts.avoid === '')}
    </td>
    <td class=${seat === undefined ? 'seat unseated' : 'seat'} data-label=${words.tableColumn}>
      ${cell(
        'pin',
        html`${g.table ? html`${pinIcon}<span class="visually-hidden">${words.pinnedTo} </span> ` : nothing}${seat ?? words.unseated}`,
      )}
    </td>
    ${detailCells(g, ctx.meals, ctx.extraColumns, l, words.details)}
    <td class="row-actions actions">
      <button class="btn small" data-action="edit-all" aria-label=${`${words.editAll} ${g.name}`}>${words.editAll}</button>
      <button
        class="btn small"
        data-action="lock"
        aria-label=${`${isLocked ? words.unlock : words.lock} ${g.name}`}
        aria-pressed=${isLocked ? 'true' : 'false'}
      >
        ${isLocked ? words.unlock : words.lock}
      </button>
      <button class="btn small" data-action="duplicate" aria-label=${`${words.duplicate} ${g.name}`}>${words.duplicate}</button>
      <button class="btn small" data-action="delete" aria-label=${`${words.delete} ${g.name}`}>${words.delete}</button>
    </td>
  </tr>`;
}

/** The header row: a check box that picks every booking shown, and each column's name. */
export function guestHead(
  rows: readonly GuestRecord[],
  extraColumns: readonly string[],
  picked: ReadonlySet<string>,
  l: LocalizeController,
  words: RowWords,
  pickAll: (on: boolean) => void,
) {
  const { t } = l;
  const columns = words.columns;
  return html`
    <thead>
      <tr aria-rowindex="1">
        <th scope="col">
          <label class="pick tap">
            <input
              type="checkbox"
              aria-label=${t('edit.selectAll')}
              .checked=${rows.length > 0 && picked.size >= rows.length && rows.every((g) => picked.has(bookingRef(g)))}
              @change=${(e: Event) => pickAll((e.target as HTMLInputElement).checked)}
            />
            ${columns.name}
          </label>
        </th>
        <th scope="col">${columns.size}</th>
        <th scope="col">${columns.group}</th>
        <th scope="col" class="wide">${columns.strength}</th>
        <th scope="col" class="wide">${columns.avoid}</th>
        <th scope="col">${t('guests.col.table')}</th>
        <th scope="col">${t('guestDetails.col.people')}</th>
        <th scope="col">${t('guestDetails.col.meals')}</th>
        <th scope="col">${t('guestDetails.col.needs')}</th>
        <th scope="col">${t('guestDetails.col.notes')}</th>
        ${extraColumns.map((header) => html`<th scope="col">${header}</th>`)}
        <th scope="col"><span class="visually-hidden">${t('guests.col.actions')}</span></th>
      </tr>
    </thead>
  `;
}
