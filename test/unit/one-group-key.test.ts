/**
 * A group is one group however it is written ("Groom / Army", "groom>ARMY"): the rulebook, a
 * reservation, a wish edit, the guest list's filter and its group choices all find it the same way.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { filterGuests, groupPathsOf } from '../../src/components/guests/guest-filter.ts';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { compileProblem } from '../../src/model/compile.ts';
import { reservationNamesNotOnList } from '../../src/model/reservations.ts';
import { findParty } from '../../src/state/wish-edits.ts';
import { utf8 } from './csv-helpers.ts';

const GUESTS = readGuestsFile(
  utf8(
    [
      'name,size,group,prefer',
      'Dana,2,Groom/Army,',
      'Avi,1,groom > ARMY > Unit 8,',
      'Noa,1,Groom/Army reserve,',
      'Eli,1,Bride,GROOM>army',
    ].join('\n'),
  ),
  'guests.csv',
).records;
const WRITTEN = ' groom /  army';

describe('one key for a group', () => {
  it('the rulebook reads a wish for the group as written otherwise, with its subgroup and not a group of a longer name', () => {
    const { problem, issues } = compileProblem(GUESTS, [{ name: 'T1', capacity: 10 }]);
    assert.deepEqual(issues, []);
    const eli = problem!.bookings.findIndex((b) => b.name === 'Eli');
    const army = problem!.groups.findIndex((g) => g.path.join('/') === 'Groom/Army');
    assert.equal(problem!.groups.filter((g) => g.path.join('/').toLowerCase() === 'groom/army').length, 1, 'one group, not two spellings');
    assert.deepEqual(
      problem!.wishes?.map((w) => [w.kind, w.from, w.toGroup]),
      [['prefer', eli, army]],
    );
  });

  it('a reservation, a wish edit and the guest filter take in the same bookings', () => {
    assert.deepEqual(reservationNamesNotOnList(GUESTS, [WRITTEN, 'Groom / Navy']), ['Groom / Navy']);
    assert.deepEqual(
      findParty(GUESTS, WRITTEN)?.bookings.map((g) => g.name),
      ['Dana', 'Avi'],
    );
    assert.deepEqual(
      filterGuests(GUESTS, { search: '', group: WRITTEN, meal: '', need: '' }).map((g) => g.name),
      ['Dana', 'Avi'],
    );
  });

  it('the group filter offers each group once, in the spelling its first booking has', () => {
    assert.deepEqual(groupPathsOf(GUESTS, 'en'), ['Bride', 'Groom', 'Groom / Army', 'Groom / Army / Unit 8', 'Groom / Army reserve']);
  });
});
