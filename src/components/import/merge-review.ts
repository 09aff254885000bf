/**
 * The review of a merge: what a new guest list adds, removes and changes in the open event, each
 * change with a check box (all accepted at first), before anything changes. It says how many
 * bookings would wait for a table, and sends the accepted changes up; the store applies them.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { formatGroupPath } from '../../model/group-path.ts';
import { allChanges, changeId, type BookingChange, type BookingField, type ChangeId } from '../../model/guest-diff.ts';
import { joinList } from '../../model/list-text.ts';
import { nameKey } from '../../model/names.ts';
import { bookingKey, peopleOf, type GuestRecord } from '../../model/records.ts';
import type { EventContent } from '../../model/event-content.ts';
import { mergedContent, type MergeProposal } from '../../state/merge.ts';
import { emit } from '../ui/events.ts';
import { mergeReviewStyles } from './merge-review.styles.ts';
import { bookingRef } from '../../model/booking-refs.ts';

export interface MergeAcceptedDetail {
  accepted: ReadonlySet<ChangeId>;
}

/** Isolated, so a Latin name inside a Hebrew sentence (or the reverse) keeps its own direction. */
const isolate = (text: string) => `\u2068${text}\u2069`;

@customElement('merge-review')
export class MergeReview extends LitElement {
  static override styles = mergeReviewStyles;

  private readonly l = new LocalizeController(this);

  @property({ attribute: false }) proposal: MergeProposal | null = null;
  /** The open event's content the proposal was made against: where its bookings sit. */
  @property({ attribute: false }) content: EventContent | null = null;
  @state() private accepted: Set<ChangeId> | null = null;

  override focus() {
    this.renderRoot.querySelector<HTMLElement>('h3')?.focus();
  }

  override willUpdate(changed: Map<string, unknown>) {
    if (changed.has('proposal')) this.accepted = this.proposal ? allChanges(this.proposal.diff) : null;
  }

  override render() {
    const { proposal, content, accepted } = this;
    if (!proposal || !content || !accepted) return nothing;
    const { t, n } = this.l;
    const { diff } = proposal;
    const total = allChanges(diff).size;
    return html`
      <section class="card" aria-labelledby="merge-title">
        <h3 id="merge-title" tabindex="-1">${t('merge.title', { file: proposal.fileName })}</h3>
        <p>
          ${t('merge.summary', {
            added: n(diff.added.length),
            removed: n(diff.removed.length),
            changed: n(diff.changed.length),
            unchanged: n(diff.unchanged),
          })}
        </p>
        ${
          total === 0
            ? html`<p>${t('merge.nothing')}</p>`
            : html`
                <div class="actions">
                  <button class="btn" @click=${() => (this.accepted = allChanges(diff))}>${t('merge.acceptAll')}</button>
                  <button class="btn" @click=${() => (this.accepted = new Set())}>${t('merge.acceptNone')}</button>
                </div>
                ${this.renderGroup('added', diff.added, (g) => this.renderAdded(g))}
                ${this.renderGroup('removed', diff.removed, (g) => this.renderRemoved(g))}
                ${this.renderGroup('changed', diff.changed, (c) => this.renderChanged(c))} ${this.renderWaiting(accepted)}
              `
        }
        <div class="actions">
          <button
            class="btn primary"
            ?disabled=${accepted.size === 0}
            @click=${() => emit(this, 'merge-accepted', { accepted: new Set(accepted) })}
          >
            ${t('merge.apply', { count: accepted.size, countText: n(accepted.size) })}
          </button>
          <button class="btn" @click=${() => emit(this, 'merge-cancel')}>${t('merge.cancel')}</button>
        </div>
      </section>
    `;
  }

  private renderGroup<T extends GuestRecord | BookingChange>(
    kind: 'added' | 'removed' | 'changed',
    items: readonly T[],
    line: (item: T) => { id: ChangeId; name: string; detail: string },
  ) {
    if (items.length === 0) return nothing;
    const { t, n } = this.l;
    return html`<fieldset>
      <legend>${t(`merge.${kind}`, { count: items.length, countText: n(items.length) })}</legend>
      ${items.map((item) => this.renderChange(line(item)))}
    </fieldset>`;
  }

  private renderChange({ id, name, detail }: { id: ChangeId; name: string; detail: string }): TemplateResult {
    const accepted = this.accepted;
    return html`<label class="option">
      <input
        type="checkbox"
        .checked=${accepted?.has(id) ?? false}
        @change=${(e: Event) => this.toggle(id, (e.target as HTMLInputElement).checked)}
      />
      <span><span class="label">${name}</span><span class="hint muted">${detail}</span></span>
    </label>`;
  }

  private toggle(id: ChangeId, on: boolean) {
    const next = new Set(this.accepted);
    if (on) next.add(id);
    else next.delete(id);
    this.accepted = next;
  }

  private renderAdded(g: GuestRecord) {
    const { t, n } = this.l;
    const parts = [t('merge.guests', { count: g.size, countText: n(g.size) })];
    if (g.group.length > 0) parts.push(isolate(formatGroupPath(g.group)));
    const table = this.proposal?.seating ? seatOf(this.proposal.seating, g.name) : undefined;
    if (table) parts.push(t('merge.fileTable', { table: isolate(table) }));
    return { id: changeId('added', bookingRef(g)), name: g.name, detail: parts.join(' · ') };
  }

  private renderRemoved(g: GuestRecord) {
    const { t, n } = this.l;
    const table = this.content ? seatOf(this.content.seating, g.name) : undefined;
    const parts = [t('merge.guests', { count: g.size, countText: n(g.size) })];
    parts.push(table ? t('merge.wasAt', { table: isolate(table) }) : t('merge.wasUnseated'));
    return { id: changeId('removed', bookingRef(g)), name: g.name, detail: parts.join(' · ') };
  }

  private renderChanged(change: BookingChange) {
    const detail = change.fields.map((field) => this.describeField(field, change.before, change.after)).join('; ');
    return { id: changeId('changed', bookingRef(change.after)), name: change.after.name, detail };
  }

  /** "Size 4 → 5", "Meals fish, fish → fish, vegan": before and after where they fit on a line, else the field's name. */
  private describeField(field: BookingField, before: GuestRecord, after: GuestRecord): string {
    const { t } = this.l;
    const text = FIELD_TEXT[field];
    const dash = t('merge.none');
    if (!text) return t(`merge.field.${field}`);
    const [from, to] = [text(before) || dash, text(after) || dash];
    return t('merge.fieldChange', { field: t(`merge.field.${field}`), from: isolate(from), to: isolate(to), arrow: t('merge.arrow') });
  }

  /** Bookings the merge would leave without a table (new, or changed so they no longer fit where they sat). */
  private renderWaiting(accepted: ReadonlySet<ChangeId>) {
    const { proposal, content } = this;
    if (!proposal || !content || content.tables.length === 0) return nothing;
    const merged = mergedContent(content, proposal, accepted);
    const seatedBefore = new Set(Object.keys(content.seating).map(nameKey));
    const seatedAfter = new Set(Object.keys(merged.seating).map(nameKey));
    const waiting = merged.guests.filter(
      (g) =>
        !seatedAfter.has(bookingKey(g)) &&
        (seatedBefore.has(bookingKey(g)) || !content.guests.some((h) => bookingKey(h) === bookingKey(g))),
    );
    if (waiting.length === 0) return html`<p class="wait" role="status">${this.l.t('merge.allKeep')}</p>`;
    const { t, n } = this.l;
    return html`<p class="wait" role="status">
      ${t('merge.waiting', { count: waiting.length, countText: n(waiting.length), names: waiting.map((g) => isolate(g.name)).join(', ') })}
    </p>`;
  }
}

const seatOf = (seating: Readonly<Record<string, string>>, booking: string): string | undefined =>
  Object.entries(seating).find(([b]) => nameKey(b) === nameKey(booking))?.[1];

/** How a field reads before and after; absent: too long for a line, only its name is said. */
const FIELD_TEXT: Partial<Record<BookingField, (g: GuestRecord) => string>> = {
  size: (g) => String(g.size),
  group: (g) => formatGroupPath(g.group),
  people: (g) => joinList(peopleOf(g).map((p) => p.name)),
  meals: (g) => joinList(peopleOf(g).map((p) => p.meal)),
  needs: (g) => joinList(g.needs ?? []),
  pin: (g) => g.table ?? '',
  avoid: (g) => joinList(g.avoid),
};

declare global {
  interface HTMLElementTagNameMap {
    'merge-review': MergeReview;
  }
  interface HTMLElementEventMap {
    'merge-accepted': CustomEvent<MergeAcceptedDetail>;
    'merge-cancel': CustomEvent<null>;
  }
}
