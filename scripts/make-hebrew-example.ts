/**
 * Writes the Hebrew twin of the 150-guest example (public/examples/wedding-150-he-*.csv): the same
 * event as an Israeli planner would write it, with Hebrew headers, names, groups, tables, meals and
 * needs. Every booking keeps its size, group structure, strength, avoid pairs, pin, meals, needs
 * and its table in the committed seating. The English files are read, translated record by record
 * through the dictionaries below, written, read back and compared; the seating file comes from the
 * seating writer, as the app's export does. Run: npx tsx scripts/make-hebrew-example.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { CSV_FILES, LIST_SEPARATOR, type CsvFileSpec } from '../src/contract/index.ts';
import { formatGroupPath, parseGroupPath, readGuestsFile, readSeatingFile, readTablesFile, writeSeatingCsv } from '../src/csv/index.ts';
import { writeCsv } from '../src/csv/seating-write.ts';
import { compileProblem } from '../src/model/compile.ts';
import { tablesWithRoomTags } from '../src/model/room-tags.ts';
import type { Issue } from '../src/model/issues.ts';
import { UNSEATED } from '../src/model/problem.ts';
import type { GuestRecord, TableRecord } from '../src/model/records.ts';
import { BUILD_PATHS } from './paths.ts';

const EXAMPLES = join(BUILD_PATHS.public, 'examples');
const ENGLISH = { guests: 'wedding-150-guests.csv', tables: 'wedding-150-tables.csv', seating: 'wedding-150-seating.csv' };
const HEBREW = { guests: 'wedding-150-he-guests.csv', tables: 'wedding-150-he-tables.csv', seating: 'wedding-150-he-seating.csv' };

/** Each booking: its Hebrew name and its people's names, in the English file's order of people ('' for an unnamed one). */
const BOOKINGS: Record<string, readonly [string, readonly string[]]> = {
  'Emma & Noah': ['נועה ואיתי', ['נועה כהן', 'איתי לוי']],
  'Susan & Robert Clarke': ['מיכל ואבי כהן', ['מיכל כהן', 'אבי כהן']],
  'Linda & James Porter': ['אורית ומשה לוי', ['אורית לוי', 'משה לוי']],
  'Grandma Ruth Clarke': ['סבתא רות כהן', ['רות כהן']],
  'Grandpa Walter Hughes': ['סבא שלמה מזרחי', ['שלמה מזרחי']],
  'Grandma Edith Hughes': ['סבתא אסתר מזרחי', ['אסתר מזרחי']],
  'Olivia Clarke': ['תמר כהן', ['תמר כהן']],
  'Jack & Mia Clarke': ['יונתן ומורן כהן', ['יונתן כהן', 'מורן כהן']],
  'Uncle Peter & Aunt Carol Hughes': ['דוד יעקב ודודה כרמלה מזרחי', ['יעקב מזרחי', 'כרמלה מזרחי']],
  'The Hughes kids': ['ילדי משפחת מזרחי', ['איתמר מזרחי', 'הילה מזרחי', 'עידו מזרחי']],
  'Aunt Diane Clarke': ['דודה רינה כהן', ['רינה כהן']],
  'Uncle Frank Clarke': ['דוד אהרון כהן', ['אהרון כהן']],
  'Cousin Lily & Tom Baker': ['לילך ותומר ביטון', ['לילך ביטון', 'תומר ביטון']],
  'Cousin Sam Hughes': ['שמוליק מזרחי', ['שמואל מזרחי']],
  'Cousin Grace Clarke & family': ['גלית כהן ומשפחתה', ['גלית כהן', 'אופיר כהן', 'שני כהן', 'אריאל כהן']],
  'Cousin Ben Hughes': ['בן מזרחי', ['בן מזרחי']],
  'Aunt Helen & Uncle George Moss': ['דודה חנה ודוד גיורא פרץ', ['חנה פרץ', 'גיורא פרץ']],
  'The Moss twins': ['התאומים של פרץ', ['הדס פרץ', 'גיא פרץ']],
  'Grandpa Arthur Porter': ['סבא אברהם לוי', ['אברהם לוי']],
  'Grandma June Porter': ['סבתא יהודית לוי', ['יהודית לוי']],
  'Ethan Porter': ['אלעד לוי', ['אלעד לוי']],
  'Chloe & Ryan Porter-Hill': ['שירה ורון גולן', ['שירה גולן', 'רון גולן']],
  "Chloe's kids": ['הילדים של שירה', ['מיקה גולן', 'אלון גולן']],
  'Uncle Martin & Aunt Sue Porter': ['דוד מאיר ודודה ציפי לוי', ['מאיר לוי', 'ציפי לוי']],
  'The Porter cousins': ['בני הדודים לוי', ['עדי לוי', 'כנרת לוי', 'לירון לוי', 'ניר לוי']],
  'Aunt Rachel Stein': ['דודה רחל פרידמן', ['רחל פרידמן']],
  'Uncle Leo & Aunt Dana Stein': ['דוד ליאור ודודה דנה פרידמן', ['ליאור פרידמן', 'דנה פרידמן']],
  'Cousin Dan Stein': ['דן פרידמן', ['דן פרידמן']],
  'Cousin Maya & Eli Stein': ['מאיה ואלי פרידמן', ['מאיה פרידמן', 'אלי פרידמן']],
  'Cousin Adam Porter': ['אדם לוי', ['אדם לוי']],
  'Cousin Zoe Porter & partner': ['זוהר לוי ובן זוג', ['זוהר לוי', '']],
  'Hannah & Luke': ['חן ולירן', ['חן רביד', 'לירן בן דוד']],
  Sophie: ['ספיר', ['ספיר טל']],
  'Isabel & Marco': ['עינב ומאור', ['עינב רוזן', 'מאור אלון']],
  'Priya & Dev': ['רותם ודביר', ['רותם שחר', 'דביר שחר']],
  'Chloe Martin': ['שקד מרקוביץ', ['שקד מרקוביץ']],
  'Amelia & Josh': ['עמית ויוסי', ['עמית ורדי', 'יוסי ורדי']],
  Ruby: ['רוני', ['רוני אביטן']],
  'Ella & Finn': ['אלה ופיני', ['אלה דהן', 'פיני דהן']],
  Jess: ['יסמין', ['יסמין כרמי']],
  "Max (Bride's ex)": ['עמרי (האקס של נועה)', ['עמרי פלד']],
  'Nina & Omar': ['נינה ועומר', ['נינה חדאד', 'עומר חדאד']],
  Carla: ['כרמל', ['כרמל מנדס']],
  'Beth & Kim': ['בתאל וקרין', ['בתאל לביא', 'קרין פרג']],
  'Liam & Ava': ['ליעם ואביה', ['ליעם וולך', 'אביה וולך']],
  Oscar: ['אושר', ['אושר גרינברג']],
  'Harry & Isla': ['הראל ואיילה', ['הראל עזרא', 'איילה עזרא']],
  'Charlie & Freya': ['שחר ופזית', ['שחר קנר', 'פזית קנר']],
  Leo: ['ליאו', ['ליאו מרקוס']],
  'Mason & Lucy': ['מתן ולוטם', ['מתן בורשטיין', 'לוטם בורשטיין']],
  Tyler: ['טל', ['טל ברק']],
  'Ahmed & Sara': ['אחמד וסמאח', ["אחמד ח'טיב", "סמאח ח'טיב"]],
  'Daniel & Rose': ['דניאל ורז', ['דניאל הרץ', 'רז הרץ']],
  'Felix & Clara': ['פלג וכרמית', ['פלג ינקוביץ', 'כרמית ינקוביץ']],
  Archie: ['ארז', ['ארז בלום']],
  'Jamie & Poppy': ['יאיר ופנינה', ['יאיר פוקס', 'פנינה פוקס']],
  "Karen (Emma's manager) & Bill": ['קרן (המנהלת של נועה) ובועז', ['קרן וובר', 'בועז וובר']],
  'Dr. Ines Costa': ['ד"ר ענבל קוסטה', ['ענבל קוסטה']],
  'Tom & Jerry Weiss': ['תום ויריב וייס', ['תום וייס', 'יריב וייס']],
  Natalie: ['נטלי', ['נטלי פורת']],
  'Greg & Paula': ['גדי ופאולה', ['גדי דנון', 'פאולה דנון']],
  Victor: ['ויקטור', ['ויקטור לנגר']],
  'Alice & Ken Mori': ['אלינור וקובי מורי', ['אלינור מורי', 'קובי מורי']],
  Steve: ['סתיו', ['סתיו הולץ']],
  'The Andersons': ['משפחת אשכנזי', ['אריה אשכנזי', 'ברכה אשכנזי', 'עילי אשכנזי', 'מעיין אשכנזי']],
  'The Nguyens': ['משפחת גבאי', ['מנחם גבאי', 'אילנה גבאי', 'אלמוג גבאי']],
  'Mr. & Mrs. Patel': ['הזוג פינטו', ['רפי פינטו', 'מירב פינטו']],
  "The O'Briens": ['משפחת עובדיה', ['יגאל עובדיה', 'נעמה עובדיה', 'ליה עובדיה', 'לביא עובדיה']],
  'Father Michael': ['הרב מיכאל', ['מיכאל בירן']],
  'Rabbi Sarah Levin': ['הרבנית שרה לוין', ['שרה לוין']],
  'Great-aunt Mabel Hughes': ['דודה מזל מזרחי', ['מזל מזרחי']],
  'Cousin Ivy Moss & family': ['אביטל פרץ ומשפחתה', ['אביטל פרץ', 'רועי פרץ', 'נגה פרץ', 'נדב פרץ']],
  'Cousin Noel Clarke & Jen': ["נועם וג'ני כהן", ['נועם כהן', "ג'ני כהן"]],
  'The Baker family': ['משפחת ביטון', ['דוד ביטון', 'ענת ביטון', 'יובל ביטון', 'יהלי ביטון', 'ליבי ביטון']],
  'Cousin Ori Stein & family': ['אורי פרידמן ומשפחתו', ['אורי פרידמן', 'טליה פרידמן', 'נויה פרידמן', 'יואב פרידמן']],
  'Great-uncle Saul Porter': ['דוד שאול לוי', ['שאול לוי']],
  'Aunt Beatrice & Uncle Hal Reed': ['דודה בתיה ודוד חיליק אזולאי', ['בתיה אזולאי', 'יחיאל אזולאי']],
  'The Reed cousins': ['בני הדודים אזולאי', ['יוחאי אזולאי', 'סהר אזולאי', 'כפיר אזולאי']],
  'Laura & Ben (neighbours)': ['לאה ובני (השכנים)', ['לאה גרינשפן', 'בני גרינשפן']],
  'Quinn & Rowan': ['רונן ואפרת', ['רונן אליאס', 'אפרת אליאס']],
  Yusuf: ['יוסף', ['יוסף עאמר']],
  'Elena & Pablo': ['אלנה ופבלו', ['אלנה וידל', 'פבלו וידל']],
  Meg: ['מיטל', ['מיטל שאשא']],
};

/** Segments of the group paths: the sides, the circles, and families by their Hebrew surname. */
const GROUP_SEGMENTS: Record<string, string> = {
  Couple: 'החתן והכלה',
  Bride: 'כלה',
  Groom: 'חתן',
  Family: 'משפחה',
  Parents: 'הורים',
  Grandparents: 'סבים',
  Siblings: 'אחים',
  Cousins: 'בני דודים',
  Hughes: 'מזרחי',
  Clarke: 'כהן',
  Moss: 'פרץ',
  Porter: 'לוי',
  Stein: 'פרידמן',
  Reed: 'אזולאי',
  Friends: 'חברים',
  University: 'אוניברסיטה',
  School: 'תיכון',
  'Book club': 'מועדון קריאה',
  Football: 'כדורגל',
  Army: 'צבא',
  Work: 'עבודה',
  'Family friends': 'חברים של המשפחה',
  Ceremony: 'טקס',
};

const MEALS: Record<string, string> = { Meat: 'בשר', Fish: 'דג', Vegetarian: 'צמחוני', Kids: 'מנת ילדים' };
const NEEDS: Record<string, string> = { 'High chair': 'כיסא תינוק', Wheelchair: 'כיסא גלגלים', 'Nut allergy': 'אלרגיה לאגוזים' };

const TAGS: Record<string, string> = {
  accessible: 'נגיש',
  'near exit': 'ליד היציאה',
  quiet: 'שקט',
  kids: 'ילדים',
  'away from speakers': 'רחוק מהרמקולים',
};

/** A wish names a booking, or else a group path, which is translated segment by segment. */
const wishTarget = (english: string): string =>
  BOOKINGS[english]
    ? bookingOf(english)[0]
    : formatGroupPath(parseGroupPath(english).map((segment) => lookup(GROUP_SEGMENTS, segment, 'group')));

const tableName = (english: string): string => (english === 'Head table' ? 'שולחן ראשי' : english.replace(/^Table (\d+)$/, 'שולחן $1'));

function lookup(dictionary: Record<string, string>, english: string, what: string): string {
  const hebrew = dictionary[english];
  if (hebrew === undefined) throw new Error(`No Hebrew ${what} for "${english}".`);
  return hebrew;
}

function bookingOf(english: string): readonly [string, readonly string[]] {
  const booking = BOOKINGS[english];
  if (!booking) throw new Error(`No Hebrew booking for "${english}".`);
  return booking;
}

function translateGuest(guest: GuestRecord): GuestRecord {
  const [name, people] = bookingOf(guest.name);
  const english = guest.people ?? [];
  if (people.length !== english.length) throw new Error(`"${guest.name}" has ${english.length} people, its Hebrew twin ${people.length}.`);
  return {
    ...guest,
    name,
    group: guest.group.map((segment) => lookup(GROUP_SEGMENTS, segment, 'group')),
    avoid: guest.avoid.map((other) => bookingOf(other)[0]),
    table: guest.table === null ? null : tableName(guest.table),
    people: english.map((person, i) => ({ name: people[i] ?? '', meal: person.meal === '' ? '' : lookup(MEALS, person.meal, 'meal') })),
    ...(guest.needs ? { needs: guest.needs.map((need) => lookup(NEEDS, need, 'need')) } : {}),
    ...(guest.together ? { together: guest.together.map(wishTarget) } : {}),
    ...(guest.prefer ? { prefer: guest.prefer.map(wishTarget) } : {}),
    ...(guest.preferApart ? { preferApart: guest.preferApart.map(wishTarget) } : {}),
    ...(guest.requires ? { requires: guest.requires.map((tag) => lookup(TAGS, tag, 'tag')) } : {}),
    ...(guest.likes ? { likes: guest.likes.map((tag) => lookup(TAGS, tag, 'tag')) } : {}),
  };
}

/** The header of each column as an Israeli planner writes it: its first (Hebrew) alias. */
function hebrewHeader(spec: CsvFileSpec, names: readonly string[]): string[] {
  return names.map((name) => {
    const alias = spec.columns.find((column) => column.name === name)?.aliases[0];
    if (alias === undefined) throw new Error(`No Hebrew header for ${name}.`);
    return alias;
  });
}

/** People's names keep every position (an unnamed person is an empty place), so names stay beside their meals. */
const list = (items: readonly string[]): string => items.join(`${LIST_SEPARATOR} `);

function guestsCsv(guests: readonly GuestRecord[]): string {
  const columns = [
    'name',
    'size',
    'group',
    'strength',
    'avoid',
    'table',
    'guests',
    'meals',
    'needs',
    'together',
    'prefer',
    'prefer_apart',
    'requires',
    'likes',
  ];
  const rows = guests.map((g) => [
    g.name,
    String(g.size),
    formatGroupPath(g.group),
    g.strength === null ? '' : String(g.strength),
    list(g.avoid),
    g.table ?? '',
    list((g.people ?? []).map((p) => p.name)),
    list((g.people ?? []).map((p) => p.meal)),
    list(g.needs ?? []),
    list(g.together ?? []),
    list(g.prefer ?? []),
    list(g.preferApart ?? []),
    list(g.requires ?? []),
    list(g.likes ?? []),
  ]);
  return writeCsv(hebrewHeader(CSV_FILES.guests, columns), rows);
}

function tablesCsv(tables: readonly TableRecord[]): string {
  return writeCsv(
    hebrewHeader(CSV_FILES.tables, ['name', 'capacity', 'shape', 'tags', 'reserved_for']),
    tables.map((t) => [t.name, String(t.capacity), t.shape ?? '', list(t.tags ?? []), list(t.reservedFor ?? [])]),
  );
}

function refuseIssues(file: string, issues: readonly Issue[]): void {
  if (issues.length) throw new Error(`${file} does not import cleanly: ${JSON.stringify(issues, null, 1)}`);
}

function mustEqual(file: string, actual: unknown, expected: unknown): void {
  if (!isDeepStrictEqual(actual, expected)) throw new Error(`${file} does not read back as the translated English event.`);
}

const read = (file: string): Uint8Array => new Uint8Array(readFileSync(join(EXAMPLES, file)));

const englishGuests = readGuestsFile(read(ENGLISH.guests), ENGLISH.guests);
const englishTables = readTablesFile(read(ENGLISH.tables), ENGLISH.tables);
const englishSeating = readSeatingFile(
  read(ENGLISH.seating),
  ENGLISH.seating,
  englishGuests.records,
  tablesWithRoomTags(englishTables.records, undefined),
);
refuseIssues(ENGLISH.guests, englishGuests.issues);
refuseIssues(ENGLISH.tables, englishTables.issues);
refuseIssues(ENGLISH.seating, englishSeating.issues);

const guests = englishGuests.records.map(translateGuest);
const tables = englishTables.records.map((t) => ({
  ...t,
  name: tableName(t.name),
  ...(t.tags ? { tags: t.tags.map((tag) => lookup(TAGS, tag, 'tag')) } : {}),
  ...(t.reservedFor ? { reservedFor: t.reservedFor.map(wishTarget) } : {}),
}));
writeFileSync(join(EXAMPLES, HEBREW.guests), guestsCsv(guests));
writeFileSync(join(EXAMPLES, HEBREW.tables), tablesCsv(tables));

// What a planner's app reads from the written files, not the records in memory, makes the seating.
const readGuests = readGuestsFile(read(HEBREW.guests), HEBREW.guests);
const readTables = readTablesFile(read(HEBREW.tables), HEBREW.tables);
refuseIssues(HEBREW.guests, readGuests.issues);
refuseIssues(HEBREW.tables, readTables.issues);
mustEqual(HEBREW.guests, readGuests.records, guests);
mustEqual(HEBREW.tables, readTables.records, tables);

// Room tags (רחוק מהרמקולים) come from the automatic room around the tables, as in the app.
const ruleTables = tablesWithRoomTags(readTables.records, undefined);
const { problem, issues } = compileProblem(readGuests.records, ruleTables);
refuseIssues(HEBREW.guests, issues);
const tableIndex = new Map(readTables.records.map((t, i) => [t.name, i]));
const arrangement = englishSeating.arrangement.map((table) => (table === null ? null : tableName(table)));
const assignment = Int32Array.from(arrangement, (table) => (table === null ? UNSEATED : tableIndex.get(table)!));
writeFileSync(join(EXAMPLES, HEBREW.seating), writeSeatingCsv(problem!, assignment, readGuests.records, englishSeating.seats ?? undefined));

const readSeating = readSeatingFile(read(HEBREW.seating), HEBREW.seating, readGuests.records, ruleTables);
refuseIssues(HEBREW.seating, readSeating.issues);
mustEqual(HEBREW.seating, readSeating.arrangement, arrangement);
console.log(`Wrote ${Object.values(HEBREW).join(', ')}: ${guests.length} bookings, ${tables.length} tables.`);
