/**
 * Which rows of a long list to draw: those on screen and a screen's worth either side, so a list of
 * 10,000 bookings costs the page a few dozen rows and scrolling it never blocks. The rows not drawn
 * are stood in for by space of their estimated height, so the scroll bar and the place in the list
 * stay true. A row holding the keyboard's focus stays drawn wherever the list scrolls, so a
 * keyboard user keeps their place. It follows the page's scrolling, that of every scrolling box the
 * list sits in (inside shadow roots too, as in an embed) and the window's size; a short list is
 * drawn whole.
 *
 * Written here rather than taken from @lit-labs/virtualizer: the virtualizer positions its children
 * itself (absolutely, in a box of its own), which a <table>'s rows with their header, their row
 * indexes for screen readers and the phone's card layout do not allow, and it is still a "labs"
 * package. This is a hundred lines the list's layout fits.
 *
 * Layout is only read in scroll and resize handlers, where the browser has it ready from the last
 * frame, never after the rows change (which would make the browser lay them out then and there).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { parentAcrossShadows } from './shadow-tree.ts';

/** Lists up to this long are drawn whole, as the guest list drew its first page before. */
const WHOLE_LIST = 100;
/** Rows drawn beyond each edge of the window, in windows: enough for a flick of the wheel or a key press (Tab, Page Down). */
const MARGIN = 1;
/** Rows drawn before any has been measured: enough to fill a tall window. */
const FIRST_ROWS = 40;
/** The rows are drawn again once the rows beyond the screen's edge are this many fewer than the margin: a few at a time, each frame of a fast scroll. */
const REDRAW_ROWS = 4;
/** At most this many rows new to the page are drawn in one frame besides those on screen; the margin fills in over the next frames. */
const NEW_ROWS = 16;

/** Rows drawn together, after space standing in for those skipped before them. */
interface RowRun {
  /** Index of the first row drawn, and the index after the last. */
  start: number;
  end: number;
  /** Space (px) standing in for the rows between the previous run (or the list's top) and this one. */
  before: number;
}

export interface RowWindow {
  /** In order: the rows around the screen, and the focused row on its own when it is elsewhere. */
  runs: readonly RowRun[];
  /** Space (px) standing in for the rows after the last run. */
  after: number;
}

type Host = ReactiveControllerHost & HTMLElement;

export class RowWindowController implements ReactiveController {
  /** A row's height (px): measured from the rows drawn, a guess before. */
  private rowHeight = 44;
  private count = 0;
  private start = 0;
  private end = 0;
  /** The row kept drawn for the focus, when it is outside start…end. */
  private pinned: number | null = null;
  /** Pixels to scroll once the space above is drawn at a new row height, so the same rows stay in view. */
  private shift = 0;
  /** The scrolling boxes the list sits in, innermost first; the page's own scrolling is the window's. */
  private scrollers: Element[] = [];
  private refill = 0;

  /** `body` is the element the rows and the spaces sit in, whose top is where the list's first row would be. */
  constructor(
    private readonly host: Host,
    private readonly body: () => HTMLElement | null | undefined,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    // Scroll events do not bubble; caught on the way down, those of the page and of any box outside shadow roots arrive here.
    window.addEventListener('scroll', this.onScroll, { capture: true, passive: true });
    window.addEventListener('resize', this.onScroll, { passive: true });
    // A box inside a shadow root keeps its scroll events there: each such box is listened to itself.
    this.scrollers = scrollingAncestors(this.host);
    for (const box of this.scrollers) if (box.getRootNode() !== document) box.addEventListener('scroll', this.onScroll, { passive: true });
  }

  hostDisconnected(): void {
    window.removeEventListener('scroll', this.onScroll, { capture: true });
    window.removeEventListener('resize', this.onScroll);
    for (const box of this.scrollers) box.removeEventListener('scroll', this.onScroll);
    this.scrollers = [];
    cancelAnimationFrame(this.refill);
  }

  /** The rows to draw of a list `count` long, for the host's render; `focused` is kept drawn. */
  window(count: number, focused: number | null = null): RowWindow {
    if (count !== this.count) {
      this.count = count;
      this.place(true);
    }
    const { start, end, rowHeight } = this;
    this.pinned = focused !== null && focused < count && (focused < start || focused >= end) ? focused : null;
    const pinned = this.pinned;
    if (pinned === null) return { runs: [{ start, end, before: start * rowHeight }], after: (count - end) * rowHeight };
    const own = { start: pinned, end: pinned + 1 };
    const [first, second] = pinned < start ? [own, { start, end }] : [{ start, end }, own];
    return {
      runs: [
        { ...first, before: first.start * rowHeight },
        { ...second, before: (second.start - first.end) * rowHeight },
      ],
      after: (count - second.end) * rowHeight,
    };
  }

  /** After a render: the page kept on the same rows if the space above them changed with a new row height. */
  hostUpdated(): void {
    if (this.shift === 0) return;
    const box = this.scrollers[0];
    if (box) box.scrollBy(0, this.shift);
    else window.scrollBy(0, this.shift);
    this.shift = 0;
  }

  private readonly onScroll = () => {
    if (this.count <= WHOLE_LIST) return;
    const body = this.body();
    if (body) this.measure(body.getBoundingClientRect().height);
    if (this.place(false) || this.shift !== 0) this.host.requestUpdate();
  };

  /**
   * Fits the rows drawn to the window: the rows on screen and MARGIN windows either side. Unless
   * `always`, only once the rows on screen come near the edge of those drawn, so a slow scroll
   * draws rows a few at a time, not one by one. True when the rows changed.
   */
  private place(always: boolean): boolean {
    const { count } = this;
    if (count <= WHOLE_LIST) return this.set(0, count);
    const body = this.body();
    if (!body) return this.set(0, Math.min(count, FIRST_ROWS));
    const box = body.getBoundingClientRect();
    const { rowHeight } = this;
    const view = this.view();
    const screen = Math.max(1, Math.ceil((view.bottom - view.top) / rowHeight));
    const margin = Math.ceil(screen * MARGIN);
    // The rows on screen, by index: a list below the view shows its first rows, one above it its last.
    const first = Math.min(count - 1, Math.max(0, Math.floor((view.top - box.top) / rowHeight)));
    const last = Math.min(count, Math.max(first + 1, Math.ceil((view.bottom - box.top) / rowHeight)));
    const slack = Math.max(1, margin - REDRAW_ROWS);
    const near = (first - this.start < slack && this.start > 0) || (this.end - last < slack && this.end < count);
    if (!always && !near) return false;
    // The margin as wide as the frame's budget of new rows allows; the rest is drawn in the next frames.
    let extra = margin;
    while (extra > 0 && this.newRows(Math.max(0, first - extra), Math.min(count, last + extra)) > Math.max(NEW_ROWS, last - first)) extra--;
    if (extra < margin) this.refillNextFrame();
    return this.set(Math.max(0, first - extra), Math.min(count, last + extra));
  }

  /** The part of the window the list can show: cut by each scrolling box it sits in. */
  private view(): { top: number; bottom: number } {
    let top = 0;
    let bottom = innerHeight;
    for (const box of this.scrollers) {
      const rect = box.getBoundingClientRect();
      top = Math.max(top, rect.top);
      bottom = Math.min(bottom, rect.bottom);
    }
    return { top, bottom: Math.max(top + 1, bottom) };
  }

  /**
   * The rows' height, from the height of the body as last drawn (read in a scroll handler, where the
   * browser has the layout ready) less the spaces. Small differences are let be: every new height
   * moves the space above, and the page with it.
   */
  private measure(bodyHeight: number): void {
    const drawn = this.end - this.start + (this.pinned === null ? 0 : 1);
    if (drawn === 0) return;
    const spaces = (this.count - drawn) * this.rowHeight;
    const measured = (bodyHeight - spaces) / drawn;
    if (measured > 0 && Math.abs(measured - this.rowHeight) > this.rowHeight * 0.1) {
      this.shift += this.start * (measured - this.rowHeight);
      this.rowHeight = measured;
    }
  }

  private newRows(start: number, end: number): number {
    const kept = Math.max(0, Math.min(end, this.end) - Math.max(start, this.start));
    return end - start - kept;
  }

  private refillNextFrame(): void {
    cancelAnimationFrame(this.refill);
    this.refill = requestAnimationFrame(() => {
      if (this.place(true)) this.host.requestUpdate();
    });
  }

  private set(start: number, end: number): boolean {
    if (start === this.start && end === this.end) return false;
    this.start = start;
    this.end = end;
    return true;
  }
}

/** The boxes that scroll or clip `element`, innermost first, through shadow roots and slots up to the page (whose scrolling is the window's). */
function scrollingAncestors(element: Element): Element[] {
  const found: Element[] = [];
  const page = [document.documentElement, document.body];
  for (let el = parentAcrossShadows(element); el && !page.includes(el as HTMLElement); el = parentAcrossShadows(el)) {
    const { overflowY } = getComputedStyle(el);
    if (overflowY !== 'visible' && overflowY !== 'clip') found.push(el);
  }
  return found;
}

/**
 * Keys for the rows drawn that let a row scrolled away lend its elements to a row scrolled in: a row
 * keeps its key while it stays drawn (so the focus and an open editor stay where they are), and a new
 * row takes the key of one that left. Keyed by index instead, every row scrolled in was made anew and
 * every row scrolled out thrown away, garbage whose collection made the longest tasks of a scroll.
 *
 * The keys are handed over in the order Lit's `repeat` moves least: scrolling down, the rows leaving
 * the top go to the bottom, the first to leave becoming the last row; scrolling up, the reverse. (In
 * the order of the rows, `repeat` would move every row still drawn instead of the few new ones.)
 */
export class RowSlots {
  private readonly slotOf = new Map<number, number>();
  /** Slots of rows gone and not yet taken again: their elements are dropped. */
  private readonly spare: number[] = [];
  private next = 0;
  // Scratch lists kept between frames: this runs on every frame of a scroll.
  private readonly left: number[] = [];
  private readonly freed: number[] = [];
  private readonly fresh: number[] = [];

  /** The key of each row drawn, by index. */
  keys(window: RowWindow): (index: number) => number {
    const { slotOf, left, freed, fresh } = this;
    left.length = 0;
    freed.length = 0;
    fresh.length = 0;
    slotOf.forEach((_, index) => {
      if (!isDrawn(window, index)) left.push(index);
    });
    left.sort((a, b) => a - b);
    for (const index of left) {
      freed.push(slotOf.get(index)!);
      slotOf.delete(index);
    }
    for (const run of window.runs) for (let i = run.start; i < run.end; i++) if (!slotOf.has(i)) fresh.push(i);
    const down = left.length > 0 && fresh.length > 0 && left[left.length - 1]! < fresh[0]!;
    const k = fresh.length;
    const m = freed.length;
    for (let j = 0; j < k; j++) {
      // Down: the last new row takes the first freed slot; up: the first new row takes the last.
      // Past either end of the freed slots (more new rows than freed) the read is undefined.
      const slot = freed[down ? k - 1 - j : m - 1 - j];
      slotOf.set(fresh[j]!, slot ?? this.spare.pop() ?? this.next++);
    }
    // Freed slots no new row took wait for a later one.
    if (m > k) for (let r = down ? k : 0; r < (down ? m : m - k); r++) this.spare.push(freed[r]!);
    return this.slotFor;
  }

  private readonly slotFor = (index: number): number => this.slotOf.get(index)!;
}

/** Whether row `index` is drawn in `window`. */
export function isDrawn(window: RowWindow, index: number): boolean {
  for (const run of window.runs) if (index >= run.start && index < run.end) return true;
  return false;
}
