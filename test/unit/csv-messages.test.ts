import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { readTablesFile } from '../../src/csv/tables.ts';
import { formatIssue, type Translate } from '../../src/i18n/format-issue.ts';
import { createI18n } from '../../src/i18n/i18n.ts';
import { compileProblem } from '../../src/model/compile.ts';
import { utf8 } from './csv-helpers.ts';

const translator = (lang: 'en' | 'he'): Translate => {
  const i18n = createI18n(lang);
  return (key, params) => i18n.t(key, params);
};
/** Drops the bidirectional isolates the Hebrew messages put around values. */
const plain = (text: string): string => text.replace(/[\u2068\u2069]/g, '');

describe('formatIssue', () => {
  const en = translator('en');
  const he = translator('he');

  it('says where the problem is and what to do, in English', () => {
    const [issue] = readGuestsFile(utf8('name,size\nDana,2\nRuth,two\n'), 'guests.csv').issues;
    assert.ok(issue);
    assert.equal(
      formatIssue(issue, en),
      'guests.csv, line 3, column “size”: “two” is not a whole number. Write a number such as 2, without letters, spaces or decimals.',
    );
  });

  it('says it in Hebrew, naming the column as the file writes it', () => {
    const [issue] = readGuestsFile(utf8('שם,כמות\nדנה,2\nרות,שתיים\n'), 'אורחים.csv').issues;
    assert.ok(issue);
    assert.equal(
      plain(formatIssue(issue, he)),
      'אורחים.csv, שורה 3, עמודה "כמות": "שתיים" אינו מספר שלם. יש לכתוב מספר כמו 2, בלי אותיות, רווחים או נקודה עשרונית.',
    );
  });

  it('says "row" for a spreadsheet, whose rows a spreadsheet program numbers', () => {
    const [issue] = readGuestsFile(utf8('name,size\nDana,2\nRuth,two\n'), 'guests.csv').issues;
    assert.ok(issue);
    assert.match(formatIssue({ ...issue, fileName: 'Guests.XLSX' }, en), /^Guests\.XLSX, row 3, column “size”: /);
    assert.match(formatIssue({ ...issue, column: undefined, fileName: 'guests.xlsx' }, en), /^guests\.xlsx, row 3: /);
  });

  it('names the file by its kind when its name is unknown, and leaves out what is not known', () => {
    const [missing] = readTablesFile(utf8('name\nT1\n')).issues;
    assert.ok(missing);
    assert.equal(
      formatIssue(missing, en),
      'Tables file, line 1, column “capacity”: The required column “capacity” was not found. Columns found: “name”. Name one of them “capacity” (or one of its other names: מקומות, מספר מקומות, קיבולת, כסאות, seats, places, chairs, number of seats, size), or choose what each column means.',
    );
    const [tooBig] = readGuestsFile(new Uint8Array(3_000_000), 'big.csv').issues;
    assert.ok(tooBig);
    assert.equal(
      formatIssue(tooBig, en),
      'big.csv: The file is 3,000,000 bytes, but at most 2,097,152 are accepted (max_guests_file_bytes). Remove unused columns or split the list, then import it again.',
    );
    assert.match(plain(formatIssue(tooBig, he)), /^big\.csv: גודל הקובץ 3,000,000 בתים/);
  });

  it('renders every issue the readers and the compiler produce without a missing key or parameter', () => {
    const guests = readGuestsFile(
      utf8('name,size,group,strength,avoid,table\nA,x,,5,Nobody,T9\nA,1,G,2,A,\nB,1,G,3,,\nC,50,,,,\n'),
      'g.csv',
    );
    const tables = readTablesFile(utf8('name,capacity\nT1,\nT2,4\n'), 't.csv');
    const compiled = compileProblem(guests.records, tables.records, { guestLines: guests.lines, tableLines: tables.lines });
    const all = [...guests.issues, ...tables.issues, ...compiled.issues];
    assert.ok(all.length >= 8);
    for (const issue of all) {
      for (const t of [en, he]) {
        const text = formatIssue(issue, t);
        assert.doesNotMatch(text, /\{\{|\}\}|problems\./, `${issue.code}: ${text}`);
      }
    }
  });
});
