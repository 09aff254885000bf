/**
 * Saved versions of the open event's plan ("sent to the venue"): taken by hand, and automatically
 * before an optimisation and before a merge; renamed, deleted, marked printed, compared with each
 * other or with the plan as it is now (diffSeatings, the one comparison), and restored as one
 * undoable edit. They live in the workspace with the event (WorkspaceDb.saveVersion); a failed
 * write changes nothing and is kept in `failure` for the panel to say.
 */
import { diffSeatings, type SeatingDiff } from '../model/seating-diff.ts';
import { newId, StorageError, type StorageFailure } from '../storage/workspace-db.ts';
import { planOf, type AutomaticKind, type PlanVersion, type VersionLabel, type VersionPlan } from '../storage/version-schema.ts';
import type { PlannerStore } from './planner-store.ts';
import type { Refusal } from './seating-rules.ts';

export type { AutomaticKind, PlanVersion, VersionLabel, VersionPlan } from '../storage/version-schema.ts';

export interface VersionsState {
  /** The event whose versions these are (null: no event open). */
  eventId: string | null;
  /** Newest first. */
  versions: readonly PlanVersion[];
  /** Why the last read or write failed, until a write succeeds (or another event opens). */
  failure: StorageFailure | null;
}

/** The side of a comparison that is the open event's plan as it is now (version ids are UUIDs, never this). */
export const NOW = 'now';
/** What `compare` compares: a saved version by id, or NOW. */
export type VersionSide = string;

/** The seating side of a plan, as diffSeatings reads it. */
const seatingSideOf = (plan: VersionPlan) => ({
  bookings: plan.guests.map((g) => g.name),
  seating: plan.seating,
  ...(plan.seats ? { seats: plan.seats } : {}),
});

/** Who moved where, who was added or removed, which tables changed, from `before` to `after`. */
const comparePlans = (before: VersionPlan, after: VersionPlan): SeatingDiff => diffSeatings(seatingSideOf(before), seatingSideOf(after));

/** The newest version marked printed (what the print pack offers to reprint the changes since), or null. */
export const lastPrinted = (versions: readonly PlanVersion[]): PlanVersion | null =>
  versions.reduce<PlanVersion | null>((best, v) => (v.printed !== null && (!best || v.printed > best.printed!) ? v : best), null);

const samePlan = (a: VersionPlan, b: VersionPlan) => JSON.stringify(a) === JSON.stringify(b);
const sameLabel = (a: VersionLabel, b: VersionLabel) => JSON.stringify(a) === JSON.stringify(b);

export class VersionKeeper {
  private current: VersionsState = { eventId: null, versions: [], failure: null };
  private readonly listeners = new Set<() => void>();
  private readonly unsubscribe: () => void;
  /** Reads and writes run one after another, so a list read never overtakes a save. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly store: PlannerStore) {
    this.unsubscribe = store.subscribe(() => this.follow());
    this.follow();
  }

  get state(): VersionsState {
    return this.current;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Settles when every read and write asked for so far is done (for tests). */
  get idle(): Promise<void> {
    return this.queue.then(() => undefined);
  }

  dispose(): void {
    this.unsubscribe();
    this.listeners.clear();
  }

  /** Reads the open event's versions again (another tab may have saved some). */
  refresh(): Promise<void> {
    return this.run(null);
  }

  /** Saves the plan as it is now under the name the planner typed. */
  take(name: string): Promise<PlanVersion | null> {
    return this.save({ text: name.trim() }, false);
  }

  /**
   * Saves the plan as it is now before the app changes it: `beforeOptimising` (the solver session
   * calls this before it applies a result) or `beforeMerging` with `{ file }` (the merge of a
   * re-imported guest list calls this before it applies the changes). Never throws: a failed save
   * is kept in `state.failure`, and the change it precedes goes ahead (its undo step still holds
   * the plan before). A plan the newest version already holds under the same name is not saved twice.
   */
  takeAutomatic(kind: AutomaticKind, params: Record<string, string | number> = {}): Promise<PlanVersion | null> {
    return this.save({ kind, params }, true).catch(() => null);
  }

  /** Renames a version; an automatic one renamed by the planner is theirs, so it is no longer dropped. */
  rename(id: string, name: string): Promise<PlanVersion | null> {
    return this.update(id, (v) => ({ ...v, label: { text: name.trim() }, automatic: false }));
  }

  /** Marks a version printed (now) or not printed. */
  markPrinted(id: string, printed: boolean): Promise<PlanVersion | null> {
    return this.update(id, (v) => ({ ...v, printed: printed ? Date.now() : null }));
  }

  remove(id: string): Promise<void> {
    return this.run(async (db) => {
      await db.deleteVersion(id);
    });
  }

  /**
   * Puts a version's plan back as one edit of the store, so Undo brings back the plan it replaced.
   * `shownName` is the version's name as the planner reads it, for the undo button.
   */
  async restore(id: string, shownName: string): Promise<Refusal | null> {
    const version = this.find(id);
    if (!version) return { reason: 'unknownVersion', params: { name: shownName } };
    return this.store.edit({ kind: 'restoreVersion', plan: version.plan, name: shownName });
  }

  /** The plan of a side: a version's, or the open event's now; null when there is no such version or no event. */
  planOf(side: VersionSide): VersionPlan | null {
    if (side !== NOW) return this.find(side)?.plan ?? null;
    const content = this.store.state.content;
    return content ? planOf(content) : null;
  }

  /** What changed from `before` to `after` (null when a side is unknown). */
  compare(before: VersionSide, after: VersionSide): SeatingDiff | null {
    const [from, to] = [this.planOf(before), this.planOf(after)];
    return from && to ? comparePlans(from, to) : null;
  }

  private find(id: string): PlanVersion | undefined {
    return this.current.versions.find((v) => v.id === id);
  }

  private save(label: VersionLabel, automatic: boolean): Promise<PlanVersion | null> {
    let saved: PlanVersion | null = null;
    return this.run(async (db) => {
      const content = this.store.state.content;
      if (!content) return;
      const plan = planOf(content);
      const newest = this.current.eventId === content.eventId ? this.current.versions[0] : undefined;
      if (automatic && newest?.automatic && sameLabel(newest.label, label) && samePlan(newest.plan, plan)) return;
      saved = await db.saveVersion({ id: newId(), eventId: content.eventId, label, automatic, taken: Date.now(), printed: null, plan });
    }).then(() => saved);
  }

  private update(id: string, change: (version: PlanVersion) => PlanVersion): Promise<PlanVersion | null> {
    let saved: PlanVersion | null = null;
    return this.run(async (db) => {
      const version = this.find(id);
      if (version) saved = await db.saveVersion(change(version));
    }).then(() => saved);
  }

  /**
   * Runs one write of the open event's versions (null: none), then reads the list again. A failure is
   * kept in the state and rethrown, so the caller can say so; nothing is kept half-written.
   */
  private run(work: ((db: NonNullable<PlannerStore['workspace']>) => Promise<void>) | null): Promise<void> {
    const step = this.queue.then(async () => {
      const db = this.store.workspace;
      const eventId = this.store.state.event?.id ?? null;
      if (!db || !eventId) {
        this.set({ eventId, versions: [], failure: null });
        return;
      }
      try {
        if (work) await work(db);
        const versions = await db.listVersions(eventId);
        // A failed write stays said until a write succeeds: reading the list again does not answer it.
        this.set(work ? { eventId, versions, failure: null } : { eventId, versions });
      } catch (error) {
        this.set({ failure: error instanceof StorageError ? error.failure : 'unknown' });
        throw error;
      }
    });
    this.queue = step.catch(() => undefined);
    return step;
  }

  /** Another event opened (or the first one did): read its versions. */
  private follow(): void {
    const eventId = this.store.state.event?.id ?? null;
    if (eventId === this.current.eventId) return;
    this.set({ eventId, versions: [], failure: null });
    void this.refresh().catch(() => undefined);
  }

  private set(patch: Partial<VersionsState>): void {
    this.current = { ...this.current, ...patch };
    for (const listener of this.listeners) listener();
  }
}
