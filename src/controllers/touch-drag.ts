/**
 * Drag by touch: a finger held still on a booking picks it up, a label follows the finger (the page
 * scrolls near the window's edges), and lifting the finger over a table drops the booking there, as a
 * mouse's drag and drop does. A finger that moves before the hold ends scrolls the page as usual.
 * Browsers start HTML drag and drop from a touch inconsistently or not at all, so touch has its own.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { edgeScrollStep } from './drag-auto-scroll.ts';

/** How long a finger rests on a booking before it is picked up: long enough not to catch a scroll. */
const HOLD_MS = 450;
/** A finger that moves further than this (px) before the hold ends is scrolling. */
const SLOP = 10;

export interface TouchDragged {
  /** What the host's `pickUp` returned for the touched element. */
  readonly id: string;
  readonly label: string;
  /** Where the finger is, in the window's coordinates. */
  readonly x: number;
  readonly y: number;
}

export interface TouchDragOptions {
  /** The booking a touch starting on this path picks up, or null when it is not on a draggable one. */
  pickUp: (path: readonly EventTarget[]) => { id: string; label: string } | null;
  /** The finger lifted over `target` (the innermost element under it, shadow roots included). */
  drop: (id: string, target: Element) => void;
  /** The element under the finger changed while dragging (to mark a drop target), or null at the end. */
  over?: (target: Element | null) => void;
}

/** The innermost element at a point, looking inside open shadow roots. */
function deepElementFromPoint(x: number, y: number): Element | null {
  let found = document.elementFromPoint(x, y);
  while (found?.shadowRoot) {
    const inner = found.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === found) break;
    found = inner;
  }
  return found;
}

export class TouchDragController implements ReactiveController {
  /** The booking being dragged and where, for the host to draw; null when nothing is. */
  dragged: TouchDragged | null = null;
  private pending: { id: string; label: string; x: number; y: number; timer: number } | null = null;
  private frame: number | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: TouchDragOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('touchstart', this.start, { passive: true });
    // Not passive: once a booking is picked up, the finger drags it instead of scrolling the page.
    this.host.addEventListener('touchmove', this.move, { passive: false });
    this.host.addEventListener('touchend', this.end);
    this.host.addEventListener('touchcancel', this.cancel);
    this.host.addEventListener('contextmenu', this.noMenuWhileHeld);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('touchstart', this.start);
    this.host.removeEventListener('touchmove', this.move);
    this.host.removeEventListener('touchend', this.end);
    this.host.removeEventListener('touchcancel', this.cancel);
    this.host.removeEventListener('contextmenu', this.noMenuWhileHeld);
    this.cancel();
  }

  private readonly start = (event: TouchEvent) => {
    this.cancel();
    const touch = event.touches[0];
    if (event.touches.length !== 1 || !touch) return;
    const picked = this.options.pickUp(event.composedPath());
    if (!picked) return;
    const { clientX: x, clientY: y } = touch;
    const timer = window.setTimeout(() => this.pickUp(), HOLD_MS);
    this.pending = { ...picked, x, y, timer };
  };

  private pickUp() {
    if (!this.pending) return;
    const { id, label, x, y } = this.pending;
    this.pending = null;
    this.dragged = { id, label, x, y };
    this.options.over?.(deepElementFromPoint(x, y));
    this.host.requestUpdate();
  }

  private readonly move = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!touch) return;
    if (this.pending) {
      const moved = Math.hypot(touch.clientX - this.pending.x, touch.clientY - this.pending.y);
      if (moved > SLOP) this.cancel();
      return;
    }
    if (!this.dragged) return;
    event.preventDefault();
    this.dragged = { ...this.dragged, x: touch.clientX, y: touch.clientY };
    this.options.over?.(deepElementFromPoint(touch.clientX, touch.clientY));
    this.frame ??= requestAnimationFrame(this.scrollNearEdges);
    this.host.requestUpdate();
  };

  private readonly scrollNearEdges = () => {
    this.frame = null;
    if (!this.dragged) return;
    const step = edgeScrollStep(this.dragged.y, window.innerHeight);
    if (step === 0) return;
    window.scrollBy(0, step);
    this.frame = requestAnimationFrame(this.scrollNearEdges);
  };

  private readonly end = (event: TouchEvent) => {
    const dragged = this.dragged;
    this.cancel();
    if (!dragged) return;
    // No click after a drop: the lifted finger must not also select the booking.
    event.preventDefault();
    const target = deepElementFromPoint(dragged.x, dragged.y);
    if (target) this.options.drop(dragged.id, target);
  };

  private readonly cancel = () => {
    if (this.pending) window.clearTimeout(this.pending.timer);
    this.pending = null;
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    if (this.dragged) {
      this.dragged = null;
      this.options.over?.(null);
      this.host.requestUpdate();
    }
  };

  private readonly noMenuWhileHeld = (event: Event) => {
    if (this.pending || this.dragged) event.preventDefault();
  };
}
