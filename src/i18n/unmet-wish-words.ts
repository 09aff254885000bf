/**
 * Unmet wishes in words: what was wished and where the two sit, why it is unmet (the group and its
 * strength that keeps a booking where it is, a full table, a keep-apart, a rule), the fixes that make
 * it win and what they cost in moves. The app's list and the command line's `score` and `solve` say
 * the same sentences.
 */
import { formatGroupPath } from '../model/group-path.ts';
import { UNSEATED, type Assignment, type Problem } from '../model/problem.ts';
import type { ExplainedWish, UnmetReason, UnmetWish, WishFix } from '../model/unmet-wishes.ts';
import type { PlanWordsOptions } from './plan-summary-words.ts';

export function unmetWishWords(problem: Problem, assignment: Assignment, options: PlanWordsOptions) {
  const { t, lang } = options;
  const isolate = options.isolate ?? ((text: string) => text);
  const isolateList = options.isolateList ?? ((text: string) => text);
  const booking = (b: number) => isolate(problem.bookings[b]!.name);
  const table = (tb: number) => isolate(problem.tables[tb]!.name);
  const group = (g: number) => isolate(formatGroupPath(problem.groups[g]!.path));
  const names = (list: readonly string[]) => isolateList(new Intl.ListFormat(lang, { type: 'conjunction' }).format(list));
  const number = (value: number) => isolate(new Intl.NumberFormat(lang).format(value));
  const at = (b: number) => assignment[b] ?? UNSEATED;

  /** One unmet wish as a sentence: who wished what, and where they sit. */
  const wish = (w: UnmetWish): string => {
    const name = booking(w.from);
    if (w.kind === 'likes') {
      const tags = w.missing.map((tag) => isolate(problem.tags?.[tag] ?? ''));
      return t('wishes.unmet.likes', { name, tags: names(tags), table: table(w.table) });
    }
    const other = w.toBooking >= 0 ? booking(w.toBooking) : group(w.toGroup);
    const breaking = w.breaking.map(booking);
    if (w.kind === 'prefer') {
      if (at(w.from) === UNSEATED) return t('wishes.unmet.preferUnseated', { name, other, unseated: name });
      if (w.toBooking < 0) return t('wishes.unmet.preferGroup', { name, other, names: names(breaking), count: breaking.length });
      const otherAt = at(w.toBooking);
      if (otherAt === UNSEATED) return t('wishes.unmet.preferUnseated', { name, other, unseated: other });
      return t('wishes.unmet.preferApart', { name, other, table: table(at(w.from)), otherTable: table(otherAt) });
    }
    const shared = table(at(w.from));
    if (w.toBooking >= 0) return t('wishes.unmet.apartBoth', { name, other, table: shared });
    return t('wishes.unmet.apartGroup', { name, other, names: names(breaking), count: breaking.length, table: shared });
  };

  /** Why it is unmet, in one sentence. */
  const reason = (r: UnmetReason): string => {
    switch (r.kind) {
      case 'group':
        return t('wishes.unmet.reason.group', {
          group: group(r.group),
          strength: number(r.strength),
          name: booking(r.booking),
          table: table(r.table),
        });
      case 'full':
        return r.table === UNSEATED
          ? t('wishes.unmet.reason.fullEverywhere', { name: booking(r.booking) })
          : t('wishes.unmet.reason.full', { table: table(r.table) });
      case 'keepApart':
        return t('wishes.unmet.reason.keepApart', { name: booking(r.booking), other: booking(r.other), table: table(r.table) });
      case 'pinned':
        return t('wishes.unmet.reason.pinned', { name: booking(r.booking), table: table(r.table) });
      case 'locked':
        return t('wishes.unmet.reason.locked', { name: booking(r.booking) });
      case 'lockedTable':
        return t('wishes.unmet.reason.lockedTable', { table: table(r.table) });
      case 'tags':
        return t('wishes.unmet.reason.tags', {
          table: table(r.table),
          tags: names(r.tags.map((tag) => isolate(problem.tags?.[tag] ?? ''))),
          name: booking(r.booking),
        });
      case 'reserved':
        return t('wishes.unmet.reason.reserved', { table: table(r.table) });
      case 'unseated':
        return t('wishes.unmet.reason.unseated', { name: booking(r.booking) });
      case 'cost':
        return t('wishes.unmet.reason.cost', { name: booking(r.booking), table: table(r.to) });
      case 'better':
        return t('wishes.unmet.reason.better', { name: booking(r.booking), table: table(r.to) });
      case 'noTable':
        return t('wishes.unmet.reason.noTable', { name: booking(r.booking) });
    }
  };

  /** A fix's label, as on its button. */
  const fix = (e: ExplainedWish, f: WishFix): string => {
    if (f.kind === 'must') return t(e.wish.kind === 'prefer' ? 'wishes.unmet.fix.must' : 'wishes.unmet.fix.mustNot');
    if (f.kind === 'strength') return t('wishes.unmet.fix.strength', { group: group(f.group), strength: number(f.strength) });
    const move = e.move!;
    return t('wishes.unmet.fix.move', { name: names(move.bookings.map(booking)), table: table(move.table) });
  };

  /** What the fixes cost, before any is made: who moves where, in bookings and people. */
  const cost = (e: ExplainedWish): string => {
    if (!e.move) return '';
    const people = t('wishes.unmet.fix.people', { count: e.moves.people, countText: number(e.moves.people) });
    return t('wishes.unmet.fix.cost', {
      count: e.moves.bookings,
      countText: number(e.moves.bookings),
      names: names(e.move.bookings.map(booking)),
      table: table(e.move.table),
      people,
    });
  };

  return { wish, reason, fix, cost };
}
