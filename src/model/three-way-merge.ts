/**
 * A three-way merge of records (bookings or tables): the list the event last took in (the base),
 * the list as the app holds it now (ours) and a new file (theirs). What the file changed since the
 * base is proposed; what the app changed since the base stays; a field both changed differently
 * is a clash, left on our value until the planner chooses. Without a base there is nothing to tell
 * an edit in the app from a change in the file: callers fall back to the two-way diff (guest-diff.ts).
 */

/** How a kind of record is matched, compared and combined, field by field. */
export interface MergeSpec<R, F extends string = string> {
  /** The one identity of a record (bookingKey for bookings, nameKey of the name for tables). */
  key: (record: R) => string;
  /** The fields of the records, in the order a review lists them. */
  fields: (records: readonly R[]) => readonly F[];
  /** A field's value as compared: equal texts are the same value. */
  value: (field: F, record: R) => string;
  /** Every field's value at once, in the order of `fields` (quicker than field by field when a record must be cleaned first). */
  values?: (record: R) => string[];
  /**
   * A field's value as a person reads it, on one line ("" when empty); `label` says an attribute's
   * name in words, by its translation key, where a field gathers several.
   */
  text: (field: F, record: R, label?: (key: string) => string) => string;
  /** `into` with `field` as `from` has it. */
  take: (field: F, into: R, from: R) => R;
}

/** One record's fields the file changed since the base, while the app left them as they were. */
interface RecordChange<R, F extends string = string> {
  readonly key: string;
  readonly ours: R;
  readonly theirs: R;
  readonly fields: readonly F[];
}

/**
 * A clash: both sides changed one thing differently. `field`: both changed that field (or both
 * added the record, unlike); `removed`: the file removed a record the app edited; `restored`: the
 * file changed a record the app deleted. Accepting it takes the file's side.
 */
export type Clash<R, F extends string = string> =
  | { readonly kind: 'field'; readonly key: string; readonly field: F; readonly base: R | null; readonly ours: R; readonly theirs: R }
  | { readonly kind: 'removed'; readonly key: string; readonly base: R; readonly ours: R }
  | { readonly kind: 'restored'; readonly key: string; readonly base: R; readonly theirs: R };

/** What the app changed since the base: kept as it is, listed so the planner sees where it came from. */
interface OurEdits<R, F extends string = string> {
  readonly added: readonly R[];
  readonly removed: readonly R[];
  readonly changed: readonly { readonly key: string; readonly base: R; readonly ours: R; readonly fields: readonly F[] }[];
}

/** A record with its key. */
interface Keyed<R> {
  readonly key: string;
  readonly record: R;
}

export interface ThreeWayMerge<R, F extends string = string> {
  /** New in the file since the base, absent from the app. */
  readonly added: readonly Keyed<R>[];
  /** Gone from the file since the base, unchanged in the app (our record). */
  readonly removed: readonly Keyed<R>[];
  readonly changed: readonly RecordChange<R, F>[];
  readonly clashes: readonly Clash<R, F>[];
  readonly ours: OurEdits<R, F>;
  /** Records the app and the file hold alike. */
  readonly unchanged: number;
}

/** One proposal the planner can accept or leave: `added:`, `removed:`, `changed:` and the key, or `clash:` key and field. */
export type MergeChangeId = `${'added' | 'removed' | 'changed'}:${string}` | `clash:${string}:${string}`;

/** The field name a whole-record clash (removed or restored) goes by in its id. */
const WHOLE_RECORD = '*';

export const mergeChangeId = (kind: 'added' | 'removed' | 'changed', key: string): MergeChangeId => `${kind}:${key}`;
export const clashId = (clash: Clash<unknown>): MergeChangeId =>
  `clash:${clash.key}:${clash.kind === 'field' ? clash.field : WHOLE_RECORD}`;

/** The proposals accepted at first: every change of the file, no clash (the app's value stays until the planner chooses). */
export function defaultAccepted(merge: ThreeWayMerge<unknown>): Set<MergeChangeId> {
  return new Set([
    ...merge.added.map((a) => mergeChangeId('added', a.key)),
    ...merge.removed.map((r) => mergeChangeId('removed', r.key)),
    ...merge.changed.map((c) => mergeChangeId('changed', c.key)),
  ]);
}

/** Every proposal, clashes taken the file's way ("prefer theirs"). */
export function everyChange(merge: ThreeWayMerge<unknown>): Set<MergeChangeId> {
  return new Set([...defaultAccepted(merge), ...merge.clashes.map(clashId)]);
}

function byKey<R>(list: readonly R[], key: (record: R) => string): Map<string, R> {
  const map = new Map<string, R>();
  for (const record of list) if (!map.has(key(record))) map.set(key(record), record);
  return map;
}

/** Compares the three lists. Each list's first record of a key counts. */
export function threeWayMerge<R, F extends string>(
  spec: MergeSpec<R, F>,
  base: readonly R[],
  ours: readonly R[],
  theirs: readonly R[],
): ThreeWayMerge<R, F> {
  const [b, o, t] = [byKey(base, spec.key), byKey(ours, spec.key), byKey(theirs, spec.key)];
  const fields = spec.fields([...base, ...ours, ...theirs]);
  // Each record's values are worked out once; most records are alike in all three lists.
  const known = new Map<R, { values: string[]; all: string }>();
  const valuesOf = (record: R) => {
    let entry = known.get(record);
    if (!entry) {
      const values = spec.values?.(record) ?? fields.map((field) => spec.value(field, record));
      entry = { values, all: values.join('\u0001') };
      known.set(record, entry);
    }
    return entry;
  };
  const differ = (x: R, y: R): F[] => {
    if (x === y) return [];
    const [a, b] = [valuesOf(x), valuesOf(y)];
    return a.all === b.all ? [] : fields.filter((_, i) => a.values[i] !== b.values[i]);
  };
  const added: Keyed<R>[] = [];
  const removed: Keyed<R>[] = [];
  const changed: RecordChange<R, F>[] = [];
  const clashes: Clash<R, F>[] = [];
  const edits = { added: [] as R[], removed: [] as R[], changed: [] as { key: string; base: R; ours: R; fields: F[] }[] };
  let unchanged = 0;
  const keys = new Set([...o.keys(), ...t.keys(), ...b.keys()]);
  for (const key of keys) {
    const [was, mine, file] = [b.get(key), o.get(key), t.get(key)];
    if (mine && file) {
      const fileFields = was ? differ(was, file) : [];
      const ourFields = was ? differ(was, mine) : [];
      const clashing = was ? fileFields.filter((f) => ourFields.includes(f) && differ(mine, file).includes(f)) : differ(mine, file);
      const fromFile = fileFields.filter((f) => !ourFields.includes(f));
      const fromApp = ourFields.filter((f) => !fileFields.includes(f));
      for (const field of clashing) clashes.push({ kind: 'field', key, field, base: was ?? null, ours: mine, theirs: file });
      if (fromFile.length > 0) changed.push({ key, ours: mine, theirs: file, fields: fromFile });
      if (was && fromApp.length > 0) edits.changed.push({ key, base: was, ours: mine, fields: fromApp });
      if (!was && !differ(mine, file).length) unchanged++;
      else if (was && clashing.length + fromFile.length + fromApp.length === 0) unchanged++;
    } else if (mine && !file) {
      if (!was) edits.added.push(mine);
      else if (differ(was, mine).length > 0) clashes.push({ kind: 'removed', key, base: was, ours: mine });
      else removed.push({ key, record: mine });
    } else if (!mine && file) {
      if (!was) added.push({ key, record: file });
      else if (differ(was, file).length > 0) clashes.push({ kind: 'restored', key, base: was, theirs: file });
      else edits.removed.push(was);
    }
  }
  return { added, removed, changed, clashes, ours: edits, unchanged };
}

/**
 * Our list with the accepted proposals made: records stay where they stand, the accepted fields
 * taken from the file, removed ones left out; added and restored records come after the others in
 * the file's order. What is not accepted stays as the app has it.
 */
export function applyThreeWayMerge<R, F extends string>(
  spec: MergeSpec<R, F>,
  ours: readonly R[],
  theirs: readonly R[],
  merge: ThreeWayMerge<R, F>,
  accepted: ReadonlySet<MergeChangeId>,
): R[] {
  const takes = new Map<string, { from: R; fields: F[] }>();
  const take = (key: string, from: R, fields: readonly F[]) => {
    const entry = takes.get(key) ?? { from, fields: [] };
    entry.fields.push(...fields);
    takes.set(key, entry);
  };
  for (const c of merge.changed) if (accepted.has(mergeChangeId('changed', c.key))) take(c.key, c.theirs, c.fields);
  const dropped = new Set(merge.removed.filter((r) => accepted.has(mergeChangeId('removed', r.key))).map((r) => r.key));
  const restored = new Set<string>();
  for (const clash of merge.clashes) {
    if (!accepted.has(clashId(clash))) continue;
    if (clash.kind === 'field') take(clash.key, clash.theirs, [clash.field]);
    else if (clash.kind === 'removed') dropped.add(clash.key);
    else restored.add(clash.key);
  }
  const kept = ours
    .filter((r) => !dropped.has(spec.key(r)))
    .map((r) => {
      const change = takes.get(spec.key(r));
      return change ? change.fields.reduce((record, field) => spec.take(field, record, change.from), r) : r;
    });
  const newKeys = new Set(merge.added.filter((a) => accepted.has(mergeChangeId('added', a.key))).map((a) => a.key));
  const coming = theirs.filter((r) => newKeys.has(spec.key(r)) || restored.has(spec.key(r)));
  return [...kept, ...coming];
}

/** How many proposals there are to accept or leave. */
export const proposalCount = (merge: ThreeWayMerge<unknown>): number =>
  merge.added.length + merge.removed.length + merge.changed.length + merge.clashes.length;

/** Whether two lists hold the same records, whatever their order: one key each, every field alike. */
export function sameRecords<R, F extends string>(spec: MergeSpec<R, F>, a: readonly R[], b: readonly R[]): boolean {
  const other = byKey(b, spec.key);
  if (a.length !== b.length || other.size !== b.length) return false;
  const fields = spec.fields([...a, ...b]);
  const valuesOf = (record: R) => (spec.values?.(record) ?? fields.map((field) => spec.value(field, record))).join('\u0001');
  return a.every((record) => {
    const twin = other.get(spec.key(record));
    return twin !== undefined && valuesOf(record) === valuesOf(twin);
  });
}
