/**
 * What makes two values, or two event contents, one: the same JSON whatever order their objects keep
 * their keys in (two devices, or a stored copy and this tab's, may build a record's members in
 * another order). Apart from the Y.Doc code, so comparing never loads Yjs.
 */
import type { EventContent } from './event-content.ts';

/** JSON with its object keys sorted, so two devices' copies of one value compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Whether two members hold one value, whatever order their objects keep their keys in. */
export const same = (a: unknown, b: unknown) => a === b || canonical(a) === canonical(b);

/** Whether two contents are one, whatever order each device's records keep their members in. */
export const sameContent = (a: EventContent, b: EventContent): boolean => same({ ...a, eventId: '' }, { ...b, eventId: '' });
