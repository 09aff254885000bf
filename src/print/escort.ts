/** The escort list: every seated person in alphabetical order (by family name, or first name) with their table, in columns, a heading per first letter. */
import type { Translate } from '../i18n/format-issue.ts';
import { bdi, documentHeading, esc, personHtml, type Language } from './html.ts';
import { compareSortKeys, DEFAULT_NAME_ORDER, nameCollator, personSortKey, type NameOrder } from '../model/sort-key.ts';
import { bookingRef } from '../model/booking-refs.ts';
import type { GuestRecord } from '../model/records.ts';
import { layoutOf, type PrintedPerson, type PrintPlan } from './plan.ts';
import { nameFilter } from './reprint.ts';
import { FLOW_PAGE_CSS } from './styles.ts';

const CSS = `${FLOW_PAGE_CSS}
.escort { columns: 3 55mm; column-gap: 8mm; column-rule: 0.5pt solid #bbb; }
.letter { font-size: 13pt; font-weight: 700; break-after: avoid; margin-block: 2.5mm 1mm; border-block-end: 0.5pt solid #999; }
.letter:first-child { margin-block-start: 0; }
.entry { display: flex; gap: 2mm; justify-content: space-between; break-inside: avoid; padding-block: 0.6mm; }
.entry .table { font-weight: 700; text-align: end; white-space: nowrap; }
`;

/** A booking listed under its own name shows its label, so two David Cohens read with their groups. */
const escortName = (person: PrintedPerson, record: GuestRecord, t: Translate): string =>
  person.name !== '' && person.name === record.name ? bdi(person.booking) : personHtml(person, t);

/** `only`: the entries of these bookings alone (a reprint of what changed). `order`: by family name (default) or first name. */
export function escortBody(
  plan: PrintPlan,
  language: Language,
  t: Translate,
  only?: readonly string[],
  order: NameOrder = DEFAULT_NAME_ORDER,
): { css: string; body: string } {
  const collator = nameCollator(language);
  const kept = only ? nameFilter(only) : () => true;
  const keyed = layoutOf(plan).tables.flatMap((table) =>
    table.bookings
      .filter((booking) => kept(bookingRef(booking.record)))
      .flatMap((booking) =>
        booking.people.map((person) => ({ person, record: booking.record, sortKey: personSortKey(person.name, booking.record, order) })),
      ),
  );
  keyed.sort((a, b) => compareSortKeys(collator, a.sortKey, b.sortKey) || collator.compare(a.person.table, b.person.table));
  const parts: string[] = [];
  let letter = '';
  for (const { person, record, sortKey } of keyed) {
    const key = sortKey[0] ?? '';
    const first = (key.match(/\p{L}|\p{N}/u)?.[0] ?? key.charAt(0)).toLocaleUpperCase(language);
    if (collator.compare(first, letter) !== 0) {
      letter = first;
      parts.push(`<h2 class="letter">${bdi(first)}</h2>`);
    }
    parts.push(
      `<p class="entry"><span class="person">${escortName(person, record, t)}</span><span class="table">${bdi(person.table)}</span></p>`,
    );
  }
  const list = parts.length > 0 ? `<div class="escort">${parts.join('\n')}</div>` : `<p class="empty">${esc(t('print.nobody_seated'))}</p>`;
  return { css: CSS, body: `<main class="sheet-flow">${documentHeading(plan.eventName, t('print.titles.escort'))}${list}</main>` };
}
