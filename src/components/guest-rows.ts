/**
 * One booking's row of `<guest-list>`, drawn light: its cells are plain buttons in the list's own
 * shadow root (marked `data-cell` with their field), and only a cell being edited is an
 * `<inline-cell>`, so scrolling thousands of rows lays out no shadow roots. The list listens for
 * clicks and keys on the whole body and opens a cell's editor. Templates drawn inside
 * `<guest-list>`, whose styles they use.
 */
import { html, nothing } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { LocalizeController } from '../controllers/localize-controller.ts';
import type { MealOption } from '../model/meals.ts';
import type { GuestRecord } from '../model/records.ts';
import { detailCells } from './guest-details.ts';
import { pinIcon } from './icons.ts';
import type { CellCommitDetail, CellOption } from './inline-cell.ts';
import { guestTexts, type GuestField } from './record-fields.ts';
import './inline-cell.ts';

/** What every row of one drawing of the list shares. */
export interface RowContext {
  l: LocalizeController;
  seating: Readonly<Record<string, string>>;
  locked: ReadonlySet<string>;
  picked: ReadonlySet<string>;
  groups: readonly string[];
  pinChoices: readonly CellOption[];
  meals: readonly MealOption[];
  extraColumns: readonly string[];
  /** The fields whose `<inline-cell>` is drawn, by row index: being edited, or last edited. */
  editors: ReadonlyMap<number, GuestField>;
  /** Each column's header, as a cell's label names it. */
  columns: Readonly<Record<GuestField, string>>;
  onPick: (name: string, on: boolean) => void;
  onCommit: (guest: GuestRecord, field: GuestField, detail: CellCommitDetail) => void;
  onEditAll: (guest: GuestRecord, opener: HTMLElement) => void;
  onLock: (name: string, locked: boolean) => void;
  onDuplicate: (name: string) => void;
  onDelete: (name: string) => void;
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
  const { l, columns } = ctx;
  const { t, n } = l;
  const seat = ctx.seating[g.name];
  const isLocked = ctx.locked.has(g.name);
  const texts = guestTexts(g);
  const editing = ctx.editors.get(index);
  const cell = (field: GuestField, shown: unknown, empty = false) => {
    const label = t('inline.field', { column: columns[field], name: g.name });
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
    return html`<button class="cell" data-cell=${field} aria-label=${ifDefined(empty ? label : undefined)} aria-description=${t('inline.editHint', { field: label })}>${shown}</button>`;
  };
  // The row's buttons are named with the booking ("Delete Dana") by aria-label, not by hidden text:
  // each hidden text is a positioned box, and four a row made every scroll lay out and paint far more.
  return html`<tr aria-rowindex=${index + 2}>
    <th scope="row" class="name">
      <div class="pick">
        <input
          type="checkbox"
          aria-label=${t('edit.select', { name: g.name })}
          .checked=${ctx.picked.has(g.name)}
          @change=${(e: Event) => ctx.onPick(g.name, (e.target as HTMLInputElement).checked)}
        />
        ${cell('name', g.name)}
      </div>
    </th>
    <td class="num" data-label=${columns.size}>${cell('size', n(g.size))}</td>
    <td class="group" data-label=${columns.group}>${cell('group', texts.group, texts.group === '')}</td>
    <td class="num wide ${g.strength === null ? 'blank' : ''}" data-label=${columns.strength}>
      ${cell('strength', g.strength === null ? '' : n(g.strength), g.strength === null)}
    </td>
    <td class="wide ${g.avoid.length ? '' : 'blank'}" data-label=${columns.avoid}>${cell('avoid', texts.avoid, texts.avoid === '')}</td>
    <td class=${seat === undefined ? 'unseated' : ''} data-label=${t('guests.col.table')}>
      ${cell(
        'pin',
        html`${g.table ? html`${pinIcon}<span class="visually-hidden">${t('guests.pinnedTo')} </span> ` : nothing}${seat ?? t('guests.unseated')}`,
      )}
    </td>
    ${detailCells(g, ctx.meals, ctx.extraColumns, l)}
    <td class="row-actions">
      <div class="actions">
        <button
          class="btn small"
          aria-label=${`${t('inline.editAll')} ${g.name}`}
          @click=${(e: Event) => ctx.onEditAll(g, e.currentTarget as HTMLElement)}
        >
          ${t('inline.editAll')}
        </button>
        <button
          class="btn small"
          aria-label=${`${isLocked ? t('guests.unlock') : t('guests.lock')} ${g.name}`}
          aria-pressed=${isLocked ? 'true' : 'false'}
          @click=${() => ctx.onLock(g.name, !isLocked)}
        >
          ${isLocked ? t('guests.unlock') : t('guests.lock')}
        </button>
        <button class="btn small" aria-label=${`${t('edit.duplicate')} ${g.name}`} @click=${() => ctx.onDuplicate(g.name)}>
          ${t('edit.duplicate')}
        </button>
        <button class="btn small" aria-label=${`${t('edit.delete')} ${g.name}`} @click=${() => ctx.onDelete(g.name)}>
          ${t('edit.delete')}
        </button>
      </div>
    </td>
  </tr>`;
}
