/**
 * What the guests reader makes of the columns wedding websites and planners add: people of an
 * invitation in columns of their own, plus-one flags, RSVP answers, per-event RSVPs and a column of a
 * handful of repeated words, judged by the headers and cells a planner's file has.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CSV_FILES } from '../../src/contract/index.ts';
import { matchHeader } from '../../src/csv/header-match.ts';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { rsvpAnswer } from '../../src/model/rsvp.ts';
import { peopleOf } from '../../src/model/records.ts';
import { utf8 } from './csv-helpers.ts';

const guests = CSV_FILES.guests;

describe('people of an invitation in columns of their own', () => {
  it('reads a partner and children with their full names, meals and needs; a missing last name stays empty', () => {
    const file = readGuestsFile(
      utf8(
        'First Name,Last Name,Partner First Name,Partner Last Name,Kid 1 First Name,Kid 1 Last Name,Meal - Guest,Meal - Partner,Dietary - Kid 1\n' +
          'Dana,Levi,Yossi,Levi,Noa,,Fish,Meat,Nut allergy\n',
      ),
    );
    assert.deepEqual(file.issues, []);
    const booking = file.records[0]!;
    assert.deepEqual(booking.people, [
      { name: 'Dana Levi', meal: 'Fish' },
      { name: 'Yossi Levi', meal: 'Meat' },
      { name: 'Noa', meal: '', child: true },
    ]);
    assert.equal(booking.size, 3);
    assert.deepEqual(booking.needs, ['Nut allergy']);
    assert.equal(booking.extra, undefined, 'the people columns are read, not kept twice');
  });

  it('adds an unnamed seat for a plus-one flag, unless the companion is named', () => {
    const file = readGuestsFile(
      utf8('Name,Guest 2 Name,Plus One Allowed\nKaren Thompson,,Yes\nChris Evans,Megan Evans,Yes\nTom Baker,,No\n'),
    );
    assert.deepEqual(
      file.records.map((r) => peopleOf(r).map((p) => p.name)),
      [['Karen Thompson', ''], ['Chris Evans', 'Megan Evans'], ['']],
    );
    assert.equal(file.unnamedPlusOnes, 1);
  });

  it('reads Hebrew people columns', () => {
    const file = readGuestsFile(utf8('שם,בן/בת זוג,ילד 1\nדנה לוי,יוסי לוי,נועה לוי\n'));
    assert.deepEqual(peopleOf(file.records[0]!), [
      { name: 'דנה לוי', meal: '' },
      { name: 'יוסי לוי', meal: '' },
      { name: 'נועה לוי', meal: '', child: true },
    ]);
  });
});

describe('RSVP answers', () => {
  it('knows the common words in English and Hebrew, and a number of people coming', () => {
    for (const word of ['Attending', 'accepted', 'Yes', 'Will attend', 'Confirmed', 'מגיע/ה', 'מגיעים', 'כן', '3'])
      assert.equal(rsvpAnswer(word), 'attending', word);
    for (const word of ['Declined', 'Regrets', 'No', 'Not attending', 'לא מגיע/ה', 'לא', '0'])
      assert.equal(rsvpAnswer(word), 'declined', word);
    for (const word of ['No Response', 'Pending', 'Awaiting', 'Maybe', 'אולי', 'טרם ענה/תה'])
      assert.equal(rsvpAnswer(word), 'pending', word);
    assert.equal(rsvpAnswer('perhaps later'), 'unknown');
  });

  it('seats only attending bookings; a word it does not know is said and not seated; a column with no answer is not read', () => {
    const file = readGuestsFile(utf8('Name,Size,RSVP\nAda,2,Attending\nBen,1,Declined\nCy,3,\nDee,1,perhaps later\n'));
    assert.deepEqual(
      file.records.map((r) => r.name),
      ['Ada'],
    );
    assert.deepEqual(
      file.declined.map((r) => r.name),
      ['Ben'],
    );
    assert.deepEqual(
      file.pending.map((r) => r.name),
      ['Cy', 'Dee'],
    );
    assert.deepEqual(
      file.issues.map((i) => `${i.code}@${i.line}`),
      ['rsvp_unknown@5'],
    );
    const unanswered = readGuestsFile(utf8('Name,RSVP\nAda,\nBen,\n'));
    assert.deepEqual(
      unanswered.records.map((r) => r.name),
      ['Ada', 'Ben'],
    );
  });

  it("reads the reception's answer when the file has one RSVP column per event", () => {
    const match = matchHeader(guests, ['Name', 'Ceremony RSVP', 'Reception RSVP'], [['Ada', 'Accepted', 'Regrets']]);
    assert.deepEqual(
      match.columns.map((c) => c.meaning),
      ['name', 'extra', 'rsvp'],
    );
    assert.deepEqual(match.doubts, []);
  });
});

describe('guesses by content', () => {
  it('never proposes the name from a handful of repeated words; beside a group column such a column is the side', () => {
    const rows = [
      ['Bride', 'Family', 'Dana Levi'],
      ['Groom', 'Work', 'Avi Cohen'],
      ['Bride', 'Friends', 'Ruth Bar'],
      ['Groom', 'Family', 'Yossi Ben David'],
    ];
    const match = matchHeader(guests, ['Guest type', 'Relationship', 'Who'], rows);
    assert.deepEqual(
      match.columns.map((c) => c.meaning),
      ['side', 'group', 'extra'],
    );
  });
});

describe('a plus-one column', () => {
  it('holding names is their names; holding yes and no is a flag', () => {
    const named = readGuestsFile(utf8('Name,Plus one\nJames Wilson,Sarah Wilson\nMia Brown,\n'));
    assert.deepEqual(
      named.records.map((r) => peopleOf(r).map((p) => p.name)),
      [['James Wilson', 'Sarah Wilson'], ['']],
    );
    const flags = readGuestsFile(utf8('Name,Plus one\nJames Wilson,Yes\nMia Brown,No\n'));
    assert.deepEqual(
      flags.records.map((r) => peopleOf(r).map((p) => p.name)),
      [['James Wilson', ''], ['']],
    );
  });
});
