/**
 * Under the guest list: who the last guests file says declined or has not answered yet. They stay in
 * view, marked, and out of the seating, the tables and the prints; a later file where they attend
 * (or, for those without an answer, the import step's one choice) puts them on the list.
 */
import { html, nothing } from 'lit';
import type { LocalizeController } from '../../controllers/localize-controller.ts';
import { notSeated } from '../../model/declines.ts';
import type { EventContent } from '../../model/event-content.ts';
import type { GuestRecord } from '../../model/records.ts';

export function notSeatedList(content: EventContent, l: LocalizeController) {
  const { declined, pending } = notSeated(content);
  if (declined.length + pending.length === 0) return nothing;
  const { t, n } = l;
  const people = (list: readonly GuestRecord[]) => list.reduce((sum, g) => sum + g.size, 0);
  const line = (g: GuestRecord, mark: string) =>
    html`<li>
      <span class="label">${g.name}</span>
      <span class="mark">${mark}</span>
      ${g.size > 1 ? html`<span class="muted">${t('merge.guests', { count: g.size, countText: n(g.size) })}</span>` : nothing}
    </li>`;
  const count = people(declined) + people(pending);
  return html`<section class="card not-seated" aria-labelledby="not-seated-title">
    <h3 id="not-seated-title">${t('guests.notSeated.title', { count, countText: n(count) })}</h3>
    <p class="muted">${t('guests.notSeated.intro')}</p>
    <ul>
      ${declined.map((g) => line(g, t('guests.notSeated.declined')))} ${pending.map((g) => line(g, t('guests.notSeated.pending')))}
    </ul>
  </section>`;
}
