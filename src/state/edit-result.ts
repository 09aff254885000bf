/**
 * What every edit of an event comes to (edits.ts and the edits of wishes, meals, seats and the room):
 * the next content with the label of its undo step, or why it is refused, changing nothing.
 */
import type { EventContent } from '../model/event-content.ts';
import type { Issue } from '../model/issues.ts';
import type { EditLabel } from './history.ts';
import type { Refusal } from './seating-rules.ts';

export type EditResult = { next: EventContent; label: EditLabel } | { refusal: Refusal };

/** The edit is refused for `reason` (the message `refusal.<reason>`); `issues`: what is wrong with the edited record. */
export const refuse = (reason: Refusal['reason'], params: Refusal['params'], issues?: Issue[]): EditResult => ({
  refusal: issues ? { reason, params, issues } : { reason, params },
});
