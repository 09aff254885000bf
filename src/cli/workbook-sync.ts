/**
 * The command line reads its files synchronously, and read-excel-file answers with a promise: the
 * workbook is read on a worker thread while this thread waits for its answer.
 */
import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads';
import { sheetsFromCells, workbookXml, type WorkbookRead } from '../spreadsheet/workbook-read.ts';

/** Plain JavaScript, so it runs without the TypeScript loader; the options are SHEET_OPTIONS'. */
const READER = `
const { workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const { bytes, port, signal, from } = workerData;
const answer = (result) => {
  port.postMessage(result);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
};
try {
  createRequire(from)('read-excel-file/universal')
    .default(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), { parseNumber: (text) => ({ stored: text }), trim: false })
    .then((sheets) => answer({ sheets }), () => answer({ failure: 'unreadable' }));
} catch {
  answer({ failure: 'unreadable' });
}
`;

const WAIT_LIMIT_MS = 120_000;

/** Every sheet of a workbook as rows of text, or why it cannot be read (as `readWorkbook`, without a promise). */
export function readWorkbookSync(bytes: Uint8Array): WorkbookRead {
  // Unpacked here under the published limits; the worker gets only the XML, stored.
  const xml = workbookXml(bytes);
  if ('failure' in xml) return xml;
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(READER, {
    eval: true,
    workerData: { bytes: xml.archive, port: port2, signal, from: import.meta.url },
    transferList: [port2],
  });
  try {
    // A worker that never answers (it could not start) must not hang the command.
    Atomics.wait(signal, 0, 0, WAIT_LIMIT_MS);
    const answer = receiveMessageOnPort(port1)?.message as
      { sheets: Parameters<typeof sheetsFromCells>[0] } | { failure: 'unreadable' } | undefined;
    if (!answer || 'failure' in answer) return { failure: 'unreadable' };
    return sheetsFromCells(answer.sheets);
  } finally {
    port1.close();
    void worker.terminate();
  }
}
