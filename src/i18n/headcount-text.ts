/** The import's summary in words, one definition for the app and the command line. */
import type { Headcount } from '../model/headcount.ts';
import type { Translate } from './format-issue.ts';

/** "106 invitations attending: 174 people (9 children). 9 declined and 7 without an answer are not seated. 12 plus-ones not yet named." */
export function headcountText(t: Translate, count: Omit<Headcount, 'meals'>): string {
  const invitations = t('headcount.invitations', { count: count.invitations });
  const people = t('headcount.people', { count: count.people });
  const sentences = [
    count.children > 0
      ? t('headcount.attendingChildren', { invitations, people, children: t('headcount.children', { count: count.children }) })
      : t('headcount.attending', { invitations, people }),
  ];
  if (count.declined > 0 && count.pending > 0)
    sentences.push(t('headcount.declinedPending', { declined: count.declined, pending: count.pending }));
  else if (count.declined > 0) sentences.push(t('headcount.declined', { count: count.declined }));
  else if (count.pending > 0) sentences.push(t('headcount.pending', { count: count.pending }));
  if (count.plusOnes > 0) sentences.push(t('headcount.plusOnes', { count: count.plusOnes }));
  return sentences.join(' ');
}
