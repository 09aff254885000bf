/**
 * Which rows of a long list to draw: those on screen and a screen's worth either side, so a list of
 * 10,000 bookings costs the page a few dozen rows and scrolling it never blocks. The rows not drawn
 * are stood in for by space of their estimated height above and below, so the scroll bar and the
 * place in the list stay true. It follows the page's scrolling (and that of any scrolling box outside
 * shadow roots) and the window's size; a short list is drawn whole.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Lists up to this long are drawn whole, as the guest list drew its first page before. */
export const WHOLE_LIST = 100;
/** Rows drawn beyond each edge of the window, in windows: enough for a flick of the wheel or a key press (Tab, Page Down). */
const MARGIN = 1;
/** Rows drawn before any has been measured: enough to fill a tall window. */
const FIRST_ROWS = 40;

export interface RowWindow {
  /** Index of the first row drawn. */
  start: number;
  /** Index after the last row drawn. */
  end: number;
  /** Space (px) standing in for the rows before `start`, and after `end`. */
  before: number;
  after: number;
}

export class RowWindowController implements ReactiveController {
  /** A row's height (px): measured from the rows drawn, a guess before. */
  private rowHeight = 44;
  private count = 0;
  private start = 0;
  private end = 0;
  /** Pixels to scroll the page once the space above is drawn at a new row height, so the same rows stay in view. */
  private shift = 0;

  /**
   * `rows` gives the drawn rows (spacers excluded), in order; `body` the element they and the
   * spacers sit in, whose top is where the list's first row would be.
   */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly body: () => HTMLElement | null | undefined,
    private readonly rows: () => ArrayLike<HTMLElement>,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    // Scroll events do not bubble; caught on the way down, those of the page and of any box outside shadow roots arrive here.
    window.addEventListener('scroll', this.onScroll, { capture: true, passive: true });
    window.addEventListener('resize', this.onScroll, { passive: true });
  }

  hostDisconnected(): void {
    window.removeEventListener('scroll', this.onScroll, { capture: true });
    window.removeEventListener('resize', this.onScroll);
  }

  /** The rows to draw of a list `count` long, for the host's render. */
  window(count: number): RowWindow {
    if (count !== this.count) {
      this.count = count;
      this.place(true);
    }
    const { start, end, rowHeight } = this;
    return { start, end, before: start * rowHeight, after: (count - end) * rowHeight };
  }

  /** After a render: the rows drawn measured, and the page kept on the same rows if their height changed. */
  hostUpdated(): void {
    if (this.shift !== 0) {
      window.scrollBy(0, this.shift);
      this.shift = 0;
    }
    const rows = this.rows();
    if (rows.length === 0 || this.count <= WHOLE_LIST) return;
    const first = rows[0]!.getBoundingClientRect();
    const last = rows[rows.length - 1]!.getBoundingClientRect();
    const measured = (last.bottom - first.top) / rows.length;
    // Small differences are let be: every new height moves the space above, and the page with it.
    if (measured > 0 && Math.abs(measured - this.rowHeight) > this.rowHeight * 0.1) {
      this.shift = this.start * (measured - this.rowHeight);
      this.rowHeight = measured;
      this.place(true);
      this.host.requestUpdate();
    }
  }

  private readonly onScroll = () => {
    if (this.count > WHOLE_LIST && this.place(false)) this.host.requestUpdate();
  };

  /**
   * Fits the rows drawn to the window: the rows on screen and MARGIN windows either side. Unless
   * `always`, only once the rows on screen come within half that of the edge of those drawn,
   * so a slow scroll draws rows in batches, not one at a time. True when the rows changed.
   */
  private place(always: boolean): boolean {
    const { count, rowHeight } = this;
    if (count <= WHOLE_LIST) return this.set(0, count);
    const body = this.body();
    if (!body) return this.set(0, Math.min(count, FIRST_ROWS));
    const top = body.getBoundingClientRect().top;
    const screen = Math.max(1, Math.ceil(innerHeight / rowHeight));
    const margin = Math.ceil(screen * MARGIN);
    // The rows on screen, by index: a list below the window shows its first rows, one above it its last.
    const first = Math.min(count - 1, Math.max(0, Math.floor(-top / rowHeight)));
    const last = Math.min(count, Math.max(first + 1, Math.ceil((innerHeight - top) / rowHeight)));
    const slack = Math.ceil(margin / 2);
    const near = (first < this.start + slack && this.start > 0) || (last > this.end - slack && this.end < count);
    if (!always && !near) return false;
    return this.set(Math.max(0, first - margin), Math.min(count, last + margin));
  }

  private set(start: number, end: number): boolean {
    if (start === this.start && end === this.end) return false;
    this.start = start;
    this.end = end;
    return true;
  }
}
