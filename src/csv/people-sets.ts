/**
 * Columns about another person of the booking, read from their headers: a partner ("Partner First
 * Name", "Meal - Partner", "בן/בת זוג"), a second guest ("Guest 2 Last Name"), a child ("Child 1
 * First Name", "Dietary - Child 1", "ילד 1"); and plus-one flags ("Plus One: Yes", "+1: 2").
 */
import { splitList } from '../model/list-text.ts';
import { cleanName } from '../model/names.ts';
import type { PersonRecord } from '../model/records.ts';
import { rsvpAnswer } from '../model/rsvp.ts';
import { matchKey } from './cells.ts';

type PersonField = 'title' | 'first' | 'last' | 'full' | 'meal' | 'needs' | 'rsvp';

export interface PersonColumn {
  /** Which person of the booking: 'main' (the booking's own), or another's key ("partner", "guest 2", "child 1"). */
  person: string;
  child: boolean;
  /** Order among the booking's people: partners and second guests first, then children by number. */
  order: number;
  field: PersonField;
}

/** Words that name another adult of the invitation, Hebrew and English, as match keys. */
const PARTNER = [
  'partner',
  'spouse',
  'significant other',
  'second guest',
  'companion',
  'plus one',
  'plus 1',
  '+1',
  'date',
  'בן בת זוג',
  'בן זוג',
  'בת זוג',
  'בן ת זוג',
  'מלווה',
  'מלווה/ה',
];
const CHILD = /^(?:child|kid|ילד|ילדה|ילד ה)(?: (\d{1,2}))?$/u;
const GUEST = /^(?:guest|אורח|מוזמן)(?: (\d{1,2}))$/u;
const MAIN = ['guest', 'primary guest', 'main guest', 'invitee', 'primary', 'אורח', 'מוזמן'];

const FIELDS: readonly (readonly [PersonField, readonly string[]])[] = [
  ['title', ['title', 'prefix', 'salutation', 'תואר']],
  ['first', ['first name', 'first', 'given name', 'שם פרטי']],
  ['last', ['last name', 'last', 'surname', 'family name', 'שם משפחה']],
  ['full', ['', 'name', 'full name', 'שם', 'שם מלא']],
  ['meal', ['meal', 'meal choice', 'entree', 'menu', 'dish', 'מנה', 'ארוחה']],
  ['needs', ['dietary', 'dietary restrictions', 'diet', 'allergies', 'dietary needs', 'הגבלות תזונה', 'תזונה', 'אלרגיות']],
  ['rsvp', ['rsvp', 'rsvp status', 'attending', 'response', 'אישור הגעה']],
];

const fieldOf = (words: string): PersonField | undefined => FIELDS.find(([, names]) => names.includes(words))?.[0];

/** Who a role's words name, if anyone: a child (with its number), a numbered guest, a partner or the booking's own person. */
function roleOf(words: string): Pick<PersonColumn, 'person' | 'child' | 'order'> | undefined {
  const child = CHILD.exec(words);
  if (child) return { person: `child ${child[1] ?? 1}`, child: true, order: 100 + Number(child[1] ?? 1) };
  const guest = GUEST.exec(words);
  if (guest) {
    const n = Number(guest[1]);
    return n <= 1 ? { person: 'main', child: false, order: 0 } : { person: `guest ${n}`, child: false, order: n };
  }
  if (PARTNER.includes(words)) return { person: 'partner', child: false, order: 1 };
  if (MAIN.includes(words)) return { person: 'main', child: false, order: 0 };
  return undefined;
}

/** The person and field a header names, role first ("Partner First Name") or field first ("Meal - Partner"); undefined for any other header. */
export function personColumn(header: string): PersonColumn | undefined {
  const words = matchKey(header).split(' ');
  for (let cut = words.length; cut >= 1; cut--) {
    // Role first: the role is the first `cut` words.
    const roleFirst = roleOf(words.slice(0, cut).join(' '));
    const rest = fieldOf(words.slice(cut).join(' '));
    if (roleFirst && rest) return { ...roleFirst, field: rest };
    // Field first: the role is the last `cut` words.
    const roleLast = roleOf(words.slice(words.length - cut).join(' '));
    const before = fieldOf(words.slice(0, words.length - cut).join(' '));
    if (roleLast && before && cut < words.length) return { ...roleLast, field: before };
  }
  return undefined;
}

/** Headers of a column saying whether (or how many) plus-ones a booking may bring. */
const FLAG_HEADERS = [
  'plus one',
  'plus ones',
  'plus one allowed',
  'plus ones allowed',
  'allowed plus one',
  '+1',
  '+1 allowed',
  'guest allowed',
  'plus one y n',
  'מלווה',
  'מלווים',
  'עם מלווה',
  '+1 מלווה',
];

export const isPlusOneFlagHeader = (header: string): boolean => FLAG_HEADERS.includes(matchKey(header));

const YES = /^(yes|y|true|x|v|✓|✔|כן)$/iu;

/** How many unnamed plus-ones a flag cell allows: a yes is one, a whole number is that many. */
export function plusOneFlag(cell: string): number {
  const text = cell.trim();
  if (/^\d{1,2}$/u.test(text)) return Number(text);
  return YES.test(text) ? 1 : 0;
}

/**
 * The other people a row's person columns describe, in order (partners and numbered guests, then
 * children), their needs, and those whose own RSVP declines (not among the people).
 */
export function peopleOfSets(
  extra: Readonly<Record<string, string>>,
  headers: readonly string[],
): { people: PersonRecord[]; needs: string[]; declined: PersonRecord[] } {
  type Found = { order: number; child: boolean; cells: Partial<Record<PersonField, string>> };
  const byPerson = new Map<string, Found>();
  for (const header of headers) {
    const column = personColumn(header);
    const value = cleanName(extra[header] ?? '');
    if (!column || column.person === 'main' || value === '') continue;
    const found = byPerson.get(column.person) ?? { order: column.order, child: column.child, cells: {} };
    found.cells[column.field] = value;
    byPerson.set(column.person, found);
  }
  const people: PersonRecord[] = [];
  const needs: string[] = [];
  const declined: PersonRecord[] = [];
  for (const { child, cells } of [...byPerson.values()].sort((a, b) => a.order - b.order)) {
    const name = cells.full ?? cleanName(`${cells.first ?? ''} ${cells.last ?? ''}`);
    const person = { name, meal: cells.meal ?? '', ...(child ? { child: true } : {}) };
    // A partner who declined does not come: the booking is smaller by them.
    if (cells.rsvp !== undefined && rsvpAnswer(cells.rsvp) === 'declined') {
      if (name !== '') declined.push(person);
      continue;
    }
    if (name === '' && cells.meal === undefined) continue;
    people.push(person);
    if (cells.needs !== undefined) needs.push(...splitList(cells.needs));
  }
  return { people, needs, declined };
}
