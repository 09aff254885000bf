/**
 * Hostile files in the app, in Chromium: a workbook bomb is refused with the file and the limit named
 * while the page keeps answering (the workbook is read in a worker), a file over its limit is read no
 * further than the limit, and a find-my-seat bomb is told as too large.
 */
import { expect } from '@open-wc/testing';
import { CSV_FILES, LIMITS } from '../../src/contract/index.ts';
import { decodeFindSeat } from '../../src/model/find-seat-link.ts';
import { loadSource } from '../../src/embed/load-source.ts';
import type { FileChosenDetail } from '../../src/components/import/file-drop.ts';
import { setWorkbookWorkerUrl } from '../../src/spreadsheet/workbook-worker-url.ts';
import { readWorkbookOffThread } from '../../src/spreadsheet/workbook-client.ts';
import { findSeatBombFragment, MiB, OVER, workbookWithLyingSheet, workbookWithPictures } from '../fixtures/hostile/bombs.ts';
import { deepQueryAll, deepText, mountApp, openPlanner, until } from './planner-harness.ts';

/** The worker as the test server serves it (the build puts it beside app.js). */
const WORKER = '/src/worker/workbook.worker.ts';

async function emptyApp() {
  const planner = await openPlanner();
  await planner.store.createEvent('Wedding');
  const app = await mountApp(planner, 'en');
  const drop = await until(() => deepQueryAll(app, 'file-drop').find((d) => d.getAttribute('kind') === 'guests'), 'the guests drop zone');
  return { planner, app, drop };
}

/** Every workbook worker the page starts while `body` runs. */
async function watchingWorkers<T>(body: (started: string[]) => Promise<T>): Promise<T> {
  const RealWorker = window.Worker;
  const started: string[] = [];
  window.Worker = class extends RealWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      started.push(String(url));
    }
  };
  try {
    return await body(started);
  } finally {
    window.Worker = RealWorker;
  }
}

describe('a workbook bomb in the app', () => {
  before(() => setWorkbookWorkerUrl(WORKER));

  it('is refused, naming the file and the limit, while a click on the page still answers; nothing changes', async () => {
    const { planner, drop } = await emptyApp();
    const bomb = await workbookWithLyingSheet(OVER.entry);
    const button = document.body.appendChild(document.createElement('button'));
    const events: string[] = [];
    button.addEventListener('click', () => events.push('click'));
    const stop = planner.store.subscribe(() => {
      if (planner.store.state.importIssues.guests.length > 0 && !events.includes('refused')) events.push('refused');
    });
    try {
      await watchingWorkers(async (started) => {
        drop.dispatchEvent(new CustomEvent<FileChosenDetail>('file-chosen', { detail: { bytes: bomb, fileName: 'guests.xlsx' } }));
        // Once the worker is reading, the page is asked to answer a click.
        await until(() => started.length > 0, 'the workbook worker');
        // eslint-disable-next-line no-restricted-syntax -- no wait: the click is a task of its own, as a user's would be, while the worker reads
        setTimeout(() => button.click(), 0);
        await until(() => events.includes('refused'), 'the refusal');
        expect(started).to.deep.equal([WORKER]);
      });
    } finally {
      stop();
      button.remove();
    }
    expect(events).to.deep.equal(['click', 'refused'], 'the click was answered before the refusal came');
    const [issue] = planner.store.state.importIssues.guests;
    expect(issue?.code).to.equal('workbook_too_large');
    expect(issue?.fileName).to.equal('guests.xlsx');
    expect(issue?.params['limit']).to.equal('max_workbook_entry_bytes');
    expect(planner.store.state.content!.guests).to.deep.equal([]);
  });

  it('a picture over the limit is refused from the workbook’s directory, without starting a worker', async () => {
    const { planner, app, drop } = await emptyApp();
    const bomb = await workbookWithPictures(OVER.entry);
    await watchingWorkers(async (started) => {
      drop.dispatchEvent(new CustomEvent<FileChosenDetail>('file-chosen', { detail: { bytes: bomb, fileName: 'pictures.xlsx' } }));
      await until(() => planner.store.state.importIssues.guests.length > 0, 'the refusal');
      expect(started).to.deep.equal([]);
    });
    expect(deepText(app.shadowRoot!)).to.contain('pictures.xlsx').and.to.contain('max_workbook_entry_bytes');
    expect(planner.store.state.content!.guests).to.deep.equal([]);
  });

  it('a workbook within the limits still reads, in the worker', async () => {
    const read = await readWorkbookOffThread(await workbookWithPictures(MiB), { workerUrl: WORKER });
    expect('sheets' in read && read.sheets[0]!.rows.map((row) => row.cells)).to.deep.equal([
      ['name', 'size'],
      ['Dana', '2'],
      ['Ruth', '1'],
    ]);
  });

  it('a worker that takes longer than its budget is stopped, and says so', async () => {
    const read = await readWorkbookOffThread(await workbookWithPictures(MiB), { workerUrl: WORKER, budgetMs: 0 });
    expect(read).to.deep.equal({ failure: 'too_slow', seconds: 0 });
  });
});

describe('a picked file over its limit', () => {
  it('is read no further than the limit and one byte, and refused by its real size', async () => {
    const { planner, drop } = await emptyApp();
    const max = CSV_FILES.guests.maxBytes;
    const file = new File([new Uint8Array(3 * max).fill(0x61)], 'huge.csv', { type: 'text/csv' });
    const chosen = new Promise<FileChosenDetail>((resolve) =>
      drop.addEventListener('file-chosen', (e) => resolve(e.detail), { once: true }),
    );
    const input = drop.shadowRoot!.querySelector<HTMLInputElement>('input[type=file]')!;
    const picked = new DataTransfer();
    picked.items.add(file);
    input.files = picked.files;
    input.dispatchEvent(new Event('change'));
    const detail = await chosen;
    expect(detail.bytes.length).to.equal(max + 1);
    expect(detail.size).to.equal(file.size);
    const issue = await until(() => planner.store.state.importIssues.guests[0], 'the refusal');
    expect(issue.code).to.equal('file_too_large');
    expect(issue.params['found']).to.equal(file.size);
  });
});

describe('a file the embed fetches (guests-src)', () => {
  it('is downloaded no further than the limit and one byte, and keeps its real size for the refusal', async () => {
    const max = CSV_FILES.guests.maxBytes;
    const url = URL.createObjectURL(new Blob([new Uint8Array(3 * max).fill(0x61)], { type: 'text/csv' }));
    try {
      const loaded = await loadSource(url, max);
      expect(loaded.bytes.length).to.equal(max + 1);
      expect(loaded.size).to.equal(3 * max);
    } finally {
      URL.revokeObjectURL(url);
    }
  });
});

describe('a find-my-seat bomb', () => {
  it('is told as too large, not damaged, by the browser’s own unpacking', async () => {
    const decoded = await decodeFindSeat(`#${findSeatBombFragment(OVER.link)}`);
    expect(decoded.ok ? 'read' : decoded.problem).to.equal('tooLarge');
    expect(LIMITS.max_find_seat_link_text_bytes).to.be.below(OVER.link);
  });
});
