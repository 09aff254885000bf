/** The find-my-seat link: names and tables survive the trip through the fragment, a damaged or newer link is refused. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  decodeFindSeat,
  encodeFindSeat,
  findSeatMatches,
  findSeatUrl,
  FIND_SEAT_VERSION,
  type FindSeatData,
} from '../../src/model/find-seat-link.ts';

const wedding: FindSeatData = {
  event: 'נועה ואיתי · Emma & Noah',
  firstTable: 1,
  tableCount: 3,
  tables: [
    { name: 'Head table', people: ['Emma Clarke', 'Noah Levi'] },
    { name: 'שולחן 2', people: ['דנה כהן', 'Zoë O’Brien-Smith'] },
    { name: 'Table 3', people: [] },
  ],
};

async function decoded(fragment: string): Promise<FindSeatData> {
  const result = await decodeFindSeat(fragment);
  if (!result.ok) throw new Error(`refused: ${result.problem}`);
  return result.data;
}

describe('find-my-seat link', () => {
  it('round-trips the event, tables and names, Hebrew and accents included', async () => {
    const fragment = await encodeFindSeat(wedding);
    assert.match(fragment, new RegExp(`^v${FIND_SEAT_VERSION}\\.[A-Za-z0-9_-]+$`), 'a version marker, then base64url only');
    assert.deepEqual(await decoded(fragment), wedding);
    assert.deepEqual(await decoded(`#${fragment}`), wedding, 'read with the # of location.hash too');
  });

  it('stores names cleaned: invisible marks and stray spaces do not travel, tabs cannot split a name', async () => {
    const marked: FindSeatData = {
      event: '\u200fחתונה\u200f',
      firstTable: 4,
      tableCount: 9,
      tables: [{ name: 'Table\t4', people: ['\u200fדנה  כהן\u200e', ' Emma\u00a0Clarke ', 'Ann\nLee', '\u200b'] }],
    };
    assert.deepEqual(await decoded(await encodeFindSeat(marked)), {
      event: 'חתונה',
      firstTable: 4,
      tableCount: 9,
      tables: [{ name: 'Table 4', people: ['דנה כהן', 'Emma Clarke', 'Ann Lee'] }],
    });
  });

  it('compresses: 150 names in far fewer characters than they are long', async () => {
    const people = Array.from({ length: 150 }, (_, i) => `Guest Number ${i} Familyname`);
    const data: FindSeatData = {
      event: 'Big',
      firstTable: 1,
      tableCount: 15,
      tables: Array.from({ length: 15 }, (_, i) => ({ name: `Table ${i + 1}`, people: people.slice(i * 10, i * 10 + 10) })),
    };
    const fragment = await encodeFindSeat(data);
    assert.ok(fragment.length < people.join('\n').length / 2, `${fragment.length} characters`);
    assert.deepEqual(await decoded(fragment), data);
  });

  it('puts the data in the fragment of the language’s page', async () => {
    const url = new URL(await findSeatUrl('https://seating.example', 'he', wedding));
    assert.equal(url.origin + url.pathname, 'https://seating.example/he/find/');
    assert.equal(url.search, '');
    assert.ok(!url.href.includes('Emma'), 'no name readable in the link');
    assert.deepEqual(await decoded(url.hash), wedding);
  });

  it('refuses an empty link, a damaged one and one of a newer format, each with its own reason', async () => {
    const fragment = await encodeFindSeat(wedding);
    const problem = async (text: string) => {
      const result = await decodeFindSeat(text);
      return result.ok ? 'read' : result.problem;
    };
    assert.equal(await problem(''), 'empty');
    assert.equal(await problem('#'), 'empty');
    assert.equal(await problem(await encodeFindSeat({ ...wedding, tables: [{ name: 'Table 1', people: [] }] })), 'empty');
    assert.equal(await problem(fragment.slice(0, fragment.length / 2)), 'broken', 'cut in half');
    assert.equal(await problem(fragment.replace(/^v\d+\./, '')), 'broken', 'no marker');
    assert.equal(await problem(`${fragment}!`), 'broken', 'not base64url');
    assert.equal(await problem('v1.AAAA'), 'broken', 'not deflate data');
    assert.equal(await problem(`v${FIND_SEAT_VERSION + 1}.${fragment.slice(3)}`), 'newer');
    assert.equal(await problem('v0.AAAA'), 'broken');
  });

  it('finds people by part of their name, as names compare, with their table and its number', async () => {
    const data = await decoded(await encodeFindSeat({ ...wedding, firstTable: 13, tableCount: 20 }));
    assert.deepEqual(findSeatMatches(data, 'clar'), [{ name: 'Emma Clarke', table: 'Head table', number: 13 }]);
    assert.deepEqual(findSeatMatches(data, 'EMMA  CLARKE'), [{ name: 'Emma Clarke', table: 'Head table', number: 13 }]);
    assert.deepEqual(
      findSeatMatches(data, '\u200fכהן'),
      [{ name: 'דנה כהן', table: 'שולחן 2', number: 14 }],
      'a mark typed on a Hebrew keyboard',
    );
    assert.deepEqual(
      findSeatMatches(data, 'no').map((m) => m.name),
      ['Noah Levi'],
    );
    assert.deepEqual(findSeatMatches(data, '   '), [], 'nothing typed, nothing listed');
    assert.deepEqual(findSeatMatches(data, 'Zed'), []);
  });
});
