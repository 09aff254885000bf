/**
 * The review of a merge: what a new guest list adds, removes and changes in the open event, each
 * change with a check box, before anything changes. With a merge base (three ways) each line says
 * where it comes from: the file's changes are ticked, a field both changed (a clash) shows both
 * values and stays unticked on the planner's value, and the planner's own edits are listed as kept.
 * It says how many bookings would wait for a table, and sends the accepted changes up; the store applies them.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { formatGroupPath } from '../../model/group-path.ts';
import { allChanges, changeId, type BookingChange, type BookingField, type ChangeId } from '../../model/guest-diff.ts';
import { GUEST_MERGE, TABLE_MERGE } from '../../model/record-merge.ts';
import {
  clashId,
  defaultAccepted,
  everyChange,
  mergeChangeId,
  proposalCount,
  type Clash,
  type MergeChangeId,
  type MergeSpec,
  type ThreeWayMerge,
} from '../../model/three-way-merge.ts';
import { attributeLabel, fieldLabel } from '../../i18n/field-labels.ts';
import { LONG_REVIEW_FIELDS } from '../../contract/index.ts';
import { nameKey } from '../../model/names.ts';
import { bookingKey, type GuestRecord, type TableRecord } from '../../model/records.ts';
import type { EventContent } from '../../model/event-content.ts';
import { mergedContent, type MergeProposal } from '../../state/merge.ts';
import { emit } from '../ui/events.ts';
import { mergeReviewStyles } from './merge-review.styles.ts';
import { bookingLabeler, bookingRef } from '../../model/booking-refs.ts';
import { peopleDeclined } from '../../model/declines.ts';
import { isolateText as isolate } from '../../i18n/localizer.ts';
import { wholeFileNames } from '../ui/whole-file-names.ts';

export interface MergeAcceptedDetail {
  accepted: ReadonlySet<ChangeId>;
}

/** Isolated, so a Latin name inside a Hebrew sentence (or the reverse) keeps its own direction. */

/** What the three-way review needs to speak of one kind of record. */
interface ThreeWayView<R, F extends string = string> {
  merge: ThreeWayMerge<R, F>;
  spec: MergeSpec<R, F>;
  kind: 'bookings' | 'tables';
  /** A record's name on a line, told apart from a namesake in the list it comes from (the event's or the file's). */
  name: (record: R, from: 'app' | 'file') => string;
  /** A record as an added (or removed) line tells it. */
  detail: (record: R) => string;
  removedDetail?: (record: R) => string;
  describe: (field: F, before: R, after: R) => string;
  /** "Laura Miller declined": the people a changed record lost to a decline. */
  declines?: (before: R, after: R) => string[];
}

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
    if (changed.has('proposal')) this.accepted = this.firstAccepted();
  }

  /** The file's changes; a clash waits for the planner. */
  private firstAccepted(): Set<ChangeId> | null {
    const proposal = this.proposal;
    if (!proposal) return null;
    const merge = proposal.tables?.merge ?? proposal.threeWay;
    return merge ? defaultAccepted(merge) : allChanges(proposal.diff);
  }

  override render() {
    const { proposal, content, accepted } = this;
    if (!proposal || !content || !accepted) return nothing;
    if (proposal.tables) return this.renderThreeWay(this.tablesView(proposal.tables.merge));
    if (proposal.threeWay) return this.renderThreeWay(this.bookingsView(proposal.threeWay));
    const { t, n } = this.l;
    const { diff } = proposal;
    const total = allChanges(diff).size;
    return html`
      <section class="card" aria-labelledby="merge-title">
        <h3 id="merge-title" tabindex="-1">${wholeFileNames(t('merge.title', { file: proposal.fileName }))}</h3>
        <p>
          ${t('merge.summary', {
            added: n(diff.added.length),
            removed: n(diff.removed.length),
            changed: n(diff.changed.length),
            unchanged: n(diff.unchanged),
          })}
        </p>
        ${this.renderAnswers(diff.added.length)}
        ${
          total === 0
            ? html`<p>${t('merge.nothing')}</p>`
            : html`
                <div class="actions">
                  <button class="btn" @click=${() => (this.accepted = allChanges(diff))}>${t('merge.acceptAll')}</button>
                  <button class="btn" @click=${() => (this.accepted = new Set())}>${t('merge.acceptNone')}</button>
                </div>
                ${this.renderGroup('added', diff.added, (g) => this.renderAdded(g))}
                ${this.renderGroup('declined', this.declined(diff.removed, (g) => g).declined, (g) => this.renderRemoved(g))}
                ${this.renderGroup('removed', this.declined(diff.removed, (g) => g).others, (g) => this.renderRemoved(g))}
                ${this.renderGroup('changed', diff.changed, (c) => this.renderChanged(c))} ${this.renderWaiting(accepted)}
              `
        }
        ${this.renderApply(accepted)}
      </section>
    `;
  }

  /** Apply the ticked changes, or leave the event as it is. */
  private renderApply(accepted: ReadonlySet<MergeChangeId>) {
    const { t, n } = this.l;
    return html`<div class="actions">
      <button
        class="btn primary"
        ?disabled=${accepted.size === 0}
        @click=${() => emit(this, 'merge-accepted', { accepted: new Set(accepted) })}
      >
        ${t('merge.apply', { count: accepted.size, countText: n(accepted.size) })}
      </button>
      <button class="btn" @click=${() => emit(this, 'merge-cancel')}>${t('merge.cancel')}</button>
    </div>`;
  }

  /** How the three-way review speaks of a tables file's tables. */
  private tablesView(merge: ThreeWayMerge<TableRecord>): ThreeWayView<TableRecord> {
    const { t, n } = this.l;
    return {
      merge,
      spec: TABLE_MERGE,
      kind: 'tables',
      name: (table: TableRecord) => table.name,
      detail: (table: TableRecord) => t('merge.seats', { count: table.capacity, countText: n(table.capacity) }),
      describe: (field: string, before: TableRecord, after: TableRecord) =>
        this.describeWith(fieldLabel(field, t), TABLE_MERGE.text(field, before), TABLE_MERGE.text(field, after)),
    };
  }

  /** How the three-way review speaks of bookings. */
  private bookingsView(merge: ThreeWayMerge<GuestRecord, BookingField>): ThreeWayView<GuestRecord, BookingField> {
    return {
      merge,
      spec: GUEST_MERGE,
      kind: 'bookings',
      name: (g: GuestRecord, from: 'app' | 'file') => this.bookingName(g, from),
      detail: (g: GuestRecord) => this.renderAdded(g).detail,
      removedDetail: (g: GuestRecord) => this.renderRemoved(g).detail,
      describe: (field: BookingField, before: GuestRecord, after: GuestRecord) => this.describeField(field, before, after),
      declines: (before: GuestRecord, after: GuestRecord) => this.peopleDeclined(before, after),
    };
  }

  private renderThreeWay<R extends { name: string }, F extends string>(view: ThreeWayView<R, F>) {
    const { proposal, accepted } = this;
    if (!proposal || !accepted) return nothing;
    const { merge } = view;
    const { t, n } = this.l;
    const total = proposalCount(merge);
    const kept = merge.ours.added.length + merge.ours.removed.length + merge.ours.changed.length;
    const from = (source: 'file' | 'app' | 'both', detail: string) => `${t(`merge.from.${source}`)} · ${detail}`;
    const { declined, others } = this.declined(merge.removed, (r) => r.record as unknown as GuestRecord);
    const legend = (key: 'added' | 'removed' | 'declined' | 'changed', count: number) =>
      view.kind === 'tables' && key !== 'declined'
        ? t(`merge.tables.${key}`, { count, countText: n(count) })
        : t(`merge.${key}`, { count, countText: n(count) });
    const summary =
      view.kind === 'tables'
        ? t('merge.tables.summary', {
            added: n(merge.added.length),
            removed: n(merge.removed.length),
            changed: n(merge.changed.length),
            unchanged: n(merge.unchanged),
          })
        : t('merge.summary', {
            added: n(merge.added.length),
            removed: n(merge.removed.length),
            changed: n(merge.changed.length),
            unchanged: n(merge.unchanged),
          });
    const same = view.kind === 'tables' ? kept === 0 : allChanges(proposal.diff).size === 0;
    return html`
      <section class="card" aria-labelledby="merge-title">
        <h3 id="merge-title" tabindex="-1">${wholeFileNames(t('merge.title', { file: proposal.fileName }))}</h3>
        <p>${summary}</p>
        ${view.kind === 'bookings' ? this.renderAnswers(merge.added.length) : nothing}
        ${
          kept + merge.clashes.length > 0
            ? html`<p class="sources">${t('merge.summaryThreeWay', { kept: n(kept), clashes: n(merge.clashes.length) })}</p>`
            : nothing
        }
        ${
          total === 0
            ? html`<p>${t(same ? (view.kind === 'tables' ? 'merge.tables.nothing' : 'merge.nothing') : 'merge.nothingNew')}</p>`
            : html`
                <div class="actions">
                  <button class="btn" @click=${() => (this.accepted = everyChange(merge))}>${t('merge.acceptAll')}</button>
                  <button class="btn" @click=${() => (this.accepted = new Set())}>${t('merge.acceptNone')}</button>
                </div>
                ${this.renderLines(
                  t('merge.clashes', { count: merge.clashes.length, countText: n(merge.clashes.length) }),
                  merge.clashes,
                  (c) => this.renderClash(view, c),
                  'clashes',
                )}
                ${this.renderLines(legend('added', merge.added.length), merge.added, (a) => ({
                  id: mergeChangeId('added', a.key),
                  name: view.name(a.record, 'file'),
                  detail: from('file', view.detail(a.record)),
                }))}
                ${[declined, others].map((list, i) =>
                  this.renderLines(legend(i === 0 ? 'declined' : 'removed', list.length), list, (r) => ({
                    id: mergeChangeId('removed', r.key),
                    name: view.name(r.record, 'app'),
                    detail: from('file', (view.removedDetail ?? view.detail)(r.record)),
                  })),
                )}
                ${this.renderLines(legend('changed', merge.changed.length), merge.changed, (c) => ({
                  id: mergeChangeId('changed', c.key),
                  name: view.name(c.ours, 'app'),
                  detail: from(
                    'file',
                    [...(view.declines?.(c.ours, c.theirs) ?? []), ...c.fields.map((f) => view.describe(f, c.ours, c.theirs))].join('; '),
                  ),
                }))}
                ${this.renderWaiting(accepted)}
              `
        }
        ${this.renderKept(view, kept)} ${this.renderApply(accepted)}
      </section>
    `;
  }

  private renderLines<T>(
    legend: string,
    items: readonly T[],
    line: (item: T) => { id: ChangeId; name: string; detail: string },
    kind = '',
  ) {
    if (items.length === 0) return nothing;
    return html`<fieldset class=${kind}>
      <legend>${legend}</legend>
      ${items.map((item) => this.renderChange(line(item)))}
    </fieldset>`;
  }

  /** Both values, in words: the box takes the file's; left empty, the planner's stays. */
  private renderClash<R extends { name: string }, F extends string>(view: ThreeWayView<R, F>, clash: Clash<R, F>) {
    const { t } = this.l;
    const dash = t('merge.none');
    const both = t('merge.from.both');
    if (clash.kind === 'field') {
      const value = (record: R) => isolate(view.spec.text(clash.field, record, attributeLabel(t)) || dash);
      const detail = t('merge.clashField', { field: fieldLabel(clash.field, t), file: value(clash.theirs), app: value(clash.ours) });
      return { id: clashId(clash), name: view.name(clash.ours, 'app'), detail: `${both} · ${detail}` };
    }
    const name = clash.kind === 'removed' ? view.name(clash.ours, 'app') : view.name(clash.theirs, 'file');
    return { id: clashId(clash), name, detail: `${both} · ${t(`merge.clash.${clash.kind}`)}` };
  }

  /** The planner's own edits since the last file: they stay, listed so nothing seems to vanish. */
  private renderKept<R extends { name: string }, F extends string>(view: ThreeWayView<R, F>, count: number) {
    if (count === 0) return nothing;
    const { merge } = view;
    const { t, n } = this.l;
    const app = t('merge.from.app');
    const lines = [
      ...merge.ours.added.map((r) => ({ name: view.name(r, 'app'), detail: `${app} · ${t('merge.appAdded')}` })),
      ...merge.ours.removed.map((r) => ({ name: r.name, detail: `${app} · ${t('merge.appRemoved')}` })),
      ...merge.ours.changed.map((c) => ({
        name: view.name(c.ours, 'app'),
        detail: `${app} · ${c.fields.map((field) => view.describe(field, c.base, c.ours)).join('; ')}`,
      })),
    ];
    return html`<fieldset class="kept">
      <legend>${t('merge.kept', { count, countText: n(count) })}</legend>
      <ul>
        ${lines.map((line) => html`<li><span class="label">${line.name}</span> <span class="hint muted">${line.detail}</span></li>`)}
      </ul>
    </fieldset>`;
  }

  /** "3 declined since the last file; 2 new invitations.": the answers a guest export brought, in words. */
  private renderAnswers(added: number) {
    const declines = this.proposal?.declines;
    if (!declines) return nothing;
    const { t, n } = this.l;
    const parts = [
      ...(declines.people > 0 ? [t('merge.answers.declined', { count: declines.people, countText: n(declines.people) })] : []),
      ...(added > 0 ? [t('merge.answers.added', { count: added, countText: n(added) })] : []),
    ];
    if (parts.length === 0) return nothing;
    return html`<p class="answers">${t('merge.answers.sentence', { parts: parts.join(t('merge.answers.separator')) })}</p>`;
  }

  /** Removed lines split: the bookings the file lists as declined, and the others. */
  private declined<T>(removed: readonly T[], record: (item: T) => GuestRecord): { declined: T[]; others: T[] } {
    const gone = new Set(this.proposal?.declines?.bookings ?? []);
    return { declined: removed.filter((r) => gone.has(record(r))), others: removed.filter((r) => !gone.has(record(r))) };
  }

  private renderGroup<T extends GuestRecord | BookingChange>(
    kind: 'added' | 'removed' | 'declined' | 'changed',
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
    const table = this.proposal?.seating ? seatOf(this.proposal.seating, bookingRef(g)) : undefined;
    if (table) parts.push(t('merge.fileTable', { table: isolate(table) }));
    return { id: changeId('added', bookingRef(g)), name: this.bookingName(g, 'file'), detail: parts.join(' · ') };
  }

  private renderRemoved(g: GuestRecord) {
    const { t, n } = this.l;
    const table = this.content ? seatOf(this.content.seating, bookingRef(g)) : undefined;
    const parts = [t('merge.guests', { count: g.size, countText: n(g.size) })];
    parts.push(table ? t('merge.wasAt', { table: isolate(table) }) : t('merge.wasUnseated'));
    return { id: changeId('removed', bookingRef(g)), name: this.bookingName(g, 'app'), detail: parts.join(' · ') };
  }

  /** "Laura Miller declined", when the file says a person of a coming booking declined. */
  private peopleDeclined(before: GuestRecord, after: GuestRecord): string[] {
    const declined = this.proposal?.declines;
    if (!declined) return [];
    const names = peopleDeclined(before, after, declined.names);
    return names.length === 0 ? [] : [this.l.t('merge.personDeclined', { names: this.l.list(names) })];
  }

  private renderChanged(change: BookingChange) {
    const detail = [
      ...this.peopleDeclined(change.before, change.after),
      ...change.fields.map((field) => this.describeField(field, change.before, change.after)),
    ].join('; ');
    return { id: changeId('changed', bookingRef(change.after)), name: this.bookingName(change.before, 'app'), detail };
  }

  /** One labeler per list shown (and language), made once: every line of a long review names its booking through it. */
  private readonly labelers = new WeakMap<readonly GuestRecord[], { lang: string; label: (g: GuestRecord) => string }>();

  /** A booking as the list it comes from tells it apart from a namesake (bookingLabeler): two removed David Cohens read apart. */
  private bookingName(g: GuestRecord, from: 'app' | 'file'): string {
    const list = (from === 'app' ? this.content?.guests : this.proposal?.guests) ?? [];
    const { lang } = this.l;
    let made = this.labelers.get(list);
    if (made?.lang !== lang) this.labelers.set(list, (made = { lang, label: bookingLabeler(list, { language: lang }) }));
    return made.label(g);
  }

  /** "Size 4 → 5", "Meals fish, fish → fish, vegan": before and after where they fit on a line, else the field's name. */
  private describeField(field: BookingField, before: GuestRecord, after: GuestRecord): string {
    const { t } = this.l;
    if (LONG_REVIEW_FIELDS.includes(field)) return t(`merge.field.${field as 'notes' | 'wishes' | 'columns'}`);
    const label = attributeLabel(t);
    return this.describeWith(fieldLabel(field, t), GUEST_MERGE.text(field, before, label), GUEST_MERGE.text(field, after, label));
  }

  private describeWith(field: string, before: string, after: string): string {
    const { t } = this.l;
    const dash = t('merge.none');
    return t('merge.fieldChange', { field, from: isolate(before || dash), to: isolate(after || dash), arrow: t('merge.arrow') });
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
      ${t('merge.waiting', { count: waiting.length, countText: n(waiting.length), names: this.l.list(waiting.map((g) => g.name)) })}
    </p>`;
  }
}

/** The table a seating map gives a booking, found by its key (its id, or its name when it has none). */
const seatOf = (seating: Readonly<Record<string, string>>, booking: string): string | undefined =>
  Object.entries(seating).find(([b]) => nameKey(b) === nameKey(booking))?.[1];

declare global {
  interface HTMLElementTagNameMap {
    'merge-review': MergeReview;
  }
  interface HTMLElementEventMap {
    'merge-accepted': CustomEvent<MergeAcceptedDetail>;
    'merge-cancel': CustomEvent<null>;
  }
}
