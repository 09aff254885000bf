/** What an RSVP cell answers (the published words: contract/rsvp.ts). */
import { RSVP_ANSWERS, RSVP_WORDS, type RsvpAnswer } from '../contract/rsvp.ts';
import { nameKey } from './names.ts';

const key = (text: string): string =>
  nameKey(text)
    .replace(/[.!]+$/u, '')
    .replace(/\s*\/\s*/gu, '/')
    .replace(/\s+/gu, ' ')
    .trim();

/** Each published word's key → its answer; made when first asked, not on the page's first load (decision 0046). */
let byWord: Map<string, RsvpAnswer> | undefined;
const answerOf = (k: string): RsvpAnswer | undefined =>
  (byWord ??= new Map(RSVP_ANSWERS.flatMap((answer) => RSVP_WORDS[answer].map((word) => [key(word), answer] as const)))).get(k);

/** The answer a cell gives; null when the cell is empty; 'unknown' when its words are none of the published ones. */
export function rsvpAnswer(cell: string): RsvpAnswer | 'unknown' | null {
  const k = key(cell);
  if (k === '') return null;
  if (/^\d{1,3}$/u.test(k)) return Number(k) === 0 ? 'declined' : 'attending';
  return answerOf(k) ?? 'unknown';
}
