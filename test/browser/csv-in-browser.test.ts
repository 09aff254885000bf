import { expect } from '@open-wc/testing';
import { readGuestsFile } from '../../src/csv/index.ts';

describe('the CSV layer in the browser', () => {
  it('reads a guests file with papaparse bundled for the page', () => {
    const bytes = new TextEncoder().encode('\uFEFFשם,כמות\nDana,2\n');
    const file = readGuestsFile(bytes, 'guests.csv');
    expect(file.issues).to.deep.equal([]);
    expect(file.records.map((r) => [r.name, r.size])).to.deep.equal([['Dana', 2]]);
  });
});
