/**
 * Where the workbook worker is: beside the app's bundle; the embed, served from its own folder and
 * often from another origin, names its own (src/embed/seating-planner.ts). Kept apart from the reader,
 * so setting it loads nothing.
 */
let workerUrl: URL | string = '/assets/workbook.worker.js';

export function setWorkbookWorkerUrl(url: URL | string): void {
  workerUrl = url;
}

export function workbookWorkerUrl(): URL | string {
  return workerUrl;
}
