/**
 * Scrolls the page while something dragged from the host comes near the top or bottom edge of
 * the window, so a booking can be dragged to a table out of view. It follows the HTML drag and
 * drop a mouse starts; a finger's drag (touch-drag.ts) scrolls the same way, by `edgeScrollStep`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** How close to an edge (px) the page starts to scroll; at most a quarter of a short window. */
const EDGE_ZONE = 80;
/** Pixels per frame at the very edge; less further in, so the page speeds up as the finger nears the edge. */
const MAX_STEP = 18;

/** Pixels to scroll this frame for a pointer at `y` in a window `height` tall: negative up, positive down, 0 away from the edges. */
export function edgeScrollStep(y: number, height: number): number {
  const zone = Math.min(EDGE_ZONE, height / 4);
  if (y < zone) return -Math.ceil((MAX_STEP * (zone - Math.max(0, y))) / zone);
  if (y > height - zone) return Math.ceil((MAX_STEP * (Math.min(height, y) - (height - zone))) / zone);
  return 0;
}

export class DragAutoScrollController implements ReactiveController {
  private pointerY: number | null = null;
  private frame: number | null = null;
  private dragging = false;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('dragstart', this.start);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('dragstart', this.start);
    this.stop();
  }

  private readonly start = () => {
    if (this.dragging) return;
    this.dragging = true;
    document.addEventListener('dragover', this.track);
    document.addEventListener('dragleave', this.leave);
    document.addEventListener('dragend', this.stop);
    document.addEventListener('drop', this.stop);
  };

  private readonly track = (event: DragEvent) => {
    this.pointerY = event.clientY;
    this.frame ??= requestAnimationFrame(this.step);
  };

  /** Leaving the window: nothing to follow until the drag comes back. */
  private readonly leave = (event: DragEvent) => {
    if (event.relatedTarget === null) this.pointerY = null;
  };

  private readonly step = () => {
    this.frame = null;
    if (this.pointerY === null) return;
    const step = edgeScrollStep(this.pointerY, window.innerHeight);
    if (step === 0) return;
    window.scrollBy(0, step);
    // The browser repeats dragover only every few frames; scrolling goes on smoothly between them.
    this.frame = requestAnimationFrame(this.step);
  };

  private readonly stop = () => {
    this.dragging = false;
    this.pointerY = null;
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    document.removeEventListener('dragover', this.track);
    document.removeEventListener('dragleave', this.leave);
    document.removeEventListener('dragend', this.stop);
    document.removeEventListener('drop', this.stop);
  };
}
