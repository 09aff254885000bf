/**
 * Who else has the open shared event open (issue 58): a quiet dot and a name for each device, with
 * the step it shows and the table it has selected; the one whose solver runs says so. Nothing when
 * the event is not shared or nobody else is there (`nobody` shows a line saying so instead).
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import type { Sharing } from '../../state/planner-state.ts';
import type { PlannerView } from '../ui/events.ts';
import { presenceListStyles } from './presence-list.styles.ts';

const VIEWS: readonly string[] = ['import', 'guests', 'seating', 'room', 'print'] satisfies PlannerView[];

@customElement('presence-list')
export class PresenceList extends LitElement {
  static override styles = presenceListStyles;

  private readonly store = new StoreController(this, (s) => [s.event?.id, s.sharing?.eventId, s.sharing?.people]);
  private readonly l = new LocalizeController(this);
  /** Says so when nobody else is here (in the plan-together panel), rather than drawing nothing (the header). */
  @property({ type: Boolean }) nobody = false;

  override render() {
    const state = this.store.state;
    const sharing = state?.sharing;
    if (!sharing || sharing.eventId !== state.event?.id) return nothing;
    const { t } = this.l;
    if (sharing.people.length === 0) return this.nobody ? html`<p class="muted">${t('together.nobody')}</p>` : nothing;
    return html`<ul aria-label=${t('together.here')}>
      ${sharing.people.map((person) => this.renderPerson(person))}
    </ul>`;
  }

  private renderPerson(person: Sharing['people'][number]) {
    const { t } = this.l;
    const where = [
      person.seating ? t('together.seatingNow', { name: person.name }) : null,
      VIEWS.includes(person.view) && !person.seating ? t(`app.viewShort.${person.view as PlannerView}`) : null,
      person.table,
      person.viewOnly ? t('together.viewer') : null,
    ].filter((part) => part !== null);
    return html`<li ?data-seating=${person.seating}>
      <span class="dot" aria-hidden="true"></span>${person.seating ? nothing : html`<bdi class="name">${person.name}</bdi>`}
      <span class="where">${where.map((part, i) => html`${i > 0 ? ' · ' : ''}<bdi>${part}</bdi>`)}</span>
    </li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'presence-list': PresenceList;
  }
}
