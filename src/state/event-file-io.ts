/**
 * Saving, sharing and opening `.seating` files against a planner store. Components import this
 * module when first asked (the schema validator it brings is not needed for the first screen).
 */
import { EVENT_FILE } from '../contract/index.ts';
import { eventFileName, eventFileText, readEventFile, type EventFileReading } from './event-file.ts';

export { eventFileTextOf } from './event-file.ts';
import { downloadText } from './export.ts';
import { proposeMerge, sharedGuestBase } from './merge.ts';
import type { PlannerStore } from './planner-store.ts';

/** The open event as a file, or null when no event is open. */
function eventFileOf(store: PlannerStore, now = new Date()): File | null {
  const { event, content } = store.state;
  if (!event || !content) return null;
  return new File([eventFileText(event, content, now)], eventFileName(event.name), { type: EVENT_FILE.mediaType });
}

/** Downloads the open event as `<event name>.seating` and remembers it; returns the file name, or null when nothing is open. */
export async function saveEventFile(store: PlannerStore): Promise<string | null> {
  const file = eventFileOf(store);
  if (!file) return null;
  downloadText(file.name, await file.text(), EVENT_FILE.mediaType);
  // The file is the planner's copy even when the browser has no room to note that it was saved (the
  // note only quiets the save reminder), and then it is the one copy that holds the unsaved edits.
  await store.markFileSaved().catch(() => undefined);
  return file.name;
}

/** Whether this device can hand a `.seating` file to another app (the Web Share API; phones mostly). */
export function canShareEventFiles(): boolean {
  if (typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File(['{}'], `event${EVENT_FILE.extension}`, { type: EVENT_FILE.mediaType })] });
  } catch {
    return false;
  }
}

/** Shares the open event's file; 'cancelled' when the planner closed the share sheet. */
export async function shareEventFile(store: PlannerStore): Promise<'shared' | 'cancelled' | 'failed'> {
  const file = eventFileOf(store);
  if (!file) return 'failed';
  try {
    await navigator.share({ files: [file], title: store.state.event?.name ?? file.name });
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
  await store.markFileSaved();
  return 'shared';
}

/**
 * Opens a `.seating` file: an event the workspace does not hold becomes a new event (with the
 * file's event id); a refused file changes nothing. An event the workspace already holds is opened
 * and the file's guest list goes to the merge review, as a re-imported guests file does: nothing
 * changes before the planner accepts.
 */
export async function openEventFile(store: PlannerStore, text: string, fileName: string): Promise<EventFileReading> {
  const reading = readEventFile(
    text,
    fileName,
    store.state.events.map((e) => e.id),
  );
  if (reading.kind === 'refused') return reading;
  if (reading.kind === 'new-event') {
    const added = await store.createEventFromFile(reading.eventId, reading.name, reading.content);
    if (added) {
      store.showNotice({ kind: 'eventFile.opened', params: { file: fileName, name: added.name } });
      return reading;
    }
  }
  // Held (or added by another tab meanwhile): the held event opens, and the file's list waits for the review.
  await store.switchEvent(reading.eventId);
  const content = store.state.content;
  if (content?.eventId === reading.eventId)
    store.reviewMerge(
      proposeMerge(content, fileName, reading.content.guests, {
        seating: reading.content.seating,
        copyBase: sharedGuestBase(content, reading.content),
      }),
    );
  store.showNotice({ kind: 'eventFile.heldOpened', params: { file: fileName, name: store.state.event?.name ?? reading.name } });
  return { ...reading, kind: 'held-event' };
}
