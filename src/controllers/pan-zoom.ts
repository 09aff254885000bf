/**
 * Pan and zoom of an SVG drawing: the wheel zooms at the pointer (a trackpad pinch arrives as a
 * wheel with ctrlKey), dragging where the host allows pans, two fingers pinch-zoom and pan. The view
 * (x, y, scale) is in the SVG's user units (the viewBox), as a transform of its content would be, so
 * scale 1 at (0, 0) is the whole viewBox in view. It is shown as one CSS transform of the <svg>
 * element inside its clipping parent, written once per animation frame: the browser moves and
 * scales what it has already drawn instead of drawing a large plan again, and Lit re-renders nothing.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface PanZoomOptions {
  /** The drawing; its parent element clips it and does not move. */
  svg: () => SVGSVGElement | null | undefined;
  /** Whether a pointer pressed here pans (it is on the empty floor, not on something to drag). */
  pans: (event: PointerEvent) => boolean;
  /**
   * Called when a new transform is written, with the screen pixels per user unit, and whether it
   * shows the box last given to fitTo, fitted to the frame as it is now (until a pan or zoom).
   */
  onView?: (pixelsPerUnit: number, fitted: boolean) => void;
  /** A press and release on the floor without moving (a tap), so the host can clear its selection. */
  onTap?: (event: PointerEvent) => void;
}

const MIN_SCALE = 0.5;
const MAX_SCALE = 12;
/** One zoom step of the buttons and keys. */
export const ZOOM_STEP = 1.25;
/** Movement (px) under which a press is a tap, not a pan. */
const TAP_SLOP = 4;

interface Pointer {
  x: number;
  y: number;
}

type Box = { x: number; y: number; width: number; height: number };

export class PanZoomController implements ReactiveController {
  scale = 1;
  x = 0;
  y = 0;
  private frame = 0;
  private readonly pointers = new Map<number, Pointer>();
  private moved = 0;
  private pinchStart: { distance: number; scale: number; mid: Pointer; x: number; y: number } | null = null;
  private svgListening: SVGSVGElement | null = null;
  /**
   * The box the view is fitted to, kept until the user pans or zooms: the fit is worked out again
   * whenever the frame changes size (fonts, a scrollbar, the toolbar wrapping), not only once.
   */
  private fitted: Box | null = null;
  private readonly resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => this.apply());

  constructor(
    host: ReactiveControllerHost,
    private readonly options: PanZoomOptions,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    const svg = this.options.svg();
    if (svg === this.svgListening) return;
    this.detach();
    if (!svg) return;
    this.svgListening = svg;
    svg.addEventListener('wheel', this.onWheel, { passive: false });
    svg.addEventListener('pointerdown', this.onDown);
    svg.addEventListener('pointermove', this.onMove);
    svg.addEventListener('pointerup', this.onUp);
    svg.addEventListener('pointercancel', this.onUp);
    // Written again in the same frame as the frame's new size, before it is painted.
    if (svg.parentElement) this.resizes?.observe(svg.parentElement);
    this.schedule();
  }

  hostDisconnected(): void {
    this.detach();
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  /** Zooms by `factor` around a point in user units (default: the middle of the viewBox). */
  zoomBy(factor: number, at?: Pointer): void {
    const svg = this.options.svg();
    const box = svg?.viewBox.baseVal;
    const point = at ?? { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 };
    this.fitted = null;
    const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, this.scale * factor));
    const applied = scale / this.scale;
    this.x = point.x - (point.x - this.x) * applied;
    this.y = point.y - (point.y - this.y) * applied;
    this.scale = scale;
    this.schedule();
  }

  /** The whole viewBox in view. */
  fit(): void {
    this.fitted = null;
    this.scale = 1;
    this.x = 0;
    this.y = 0;
    this.schedule();
  }

  /** Puts a point of the drawing (user units, before the view's transform) in the middle, zoomed to at least `scale`. */
  centreOn(point: Pointer, scale = this.scale): void {
    this.fitted = null;
    this.place(point, scale);
    this.schedule();
  }

  private place(point: Pointer, scale: number): void {
    const box = this.options.svg()?.viewBox.baseVal;
    if (!box) return;
    this.scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
    this.x = box.x + box.width / 2 - point.x * this.scale;
    this.y = box.y + box.height / 2 - point.y * this.scale;
  }

  /**
   * A box of the drawing (user units) filling the view and in its middle, now or, when the frame has
   * no size yet, as soon as it has. False for an empty box.
   */
  fitTo(box: Box): boolean {
    if (box.width <= 0 || box.height <= 0) return false;
    this.fitted = box;
    this.placeFit(box);
    this.schedule();
    return true;
  }

  /** Sets the view to `box` in the frame as it is now; false when the frame has no size yet. */
  private placeFit(box: Box): boolean {
    const base = this.base();
    if (!base || base.frame.height <= 0 || box.width <= 0 || box.height <= 0) return false;
    const { k, frame } = base;
    const scale = Math.min(frame.width / k / box.width, frame.height / k / box.height);
    this.place({ x: box.x + box.width / 2, y: box.y + box.height / 2 }, scale);
    return true;
  }

  /**
   * How the viewBox maps to the parent's pixels before any zoom (the SVG's "meet" fit): pixels per
   * user unit, where the viewBox's corner lands, and where the parent is on the screen.
   */
  private base() {
    const svg = this.options.svg();
    const frame = svg?.parentElement?.getBoundingClientRect();
    const box = svg?.viewBox.baseVal;
    if (!svg || !frame || !box || box.width <= 0 || box.height <= 0 || frame.width <= 0) return null;
    const k = Math.min(frame.width / box.width, frame.height / box.height);
    return { k, ox: (frame.width - k * box.width) / 2, oy: (frame.height - k * box.height) / 2, box, frame };
  }

  /** Writes the transform in the next animation frame (once, however many changes came before it). */
  schedule(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.apply();
    });
  }

  private apply(): void {
    const svg = this.options.svg();
    const base = this.base();
    if (!svg || !base) return;
    const fitted = this.fitted !== null && this.placeFit(this.fitted);
    // The content moved by (x, y) and scaled by s in user units is the whole <svg> moved by T and
    // scaled by s around its corner: T = (1 - s)(o - k·v) + k·(x, y).
    const { k, ox, oy, box } = base;
    const s = this.scale;
    const tx = (1 - s) * (ox - k * box.x) + k * this.x;
    const ty = (1 - s) * (oy - k * box.y) + k * this.y;
    svg.style.transformOrigin = '0 0';
    svg.style.transform = `translate(${round(tx)}px, ${round(ty)}px) scale(${round(s)})`;
    this.options.onView?.(s * k, fitted);
  }

  private detach(): void {
    const svg = this.svgListening;
    if (!svg) return;
    svg.removeEventListener('wheel', this.onWheel);
    svg.removeEventListener('pointerdown', this.onDown);
    svg.removeEventListener('pointermove', this.onMove);
    svg.removeEventListener('pointerup', this.onUp);
    svg.removeEventListener('pointercancel', this.onUp);
    this.resizes?.disconnect();
    this.svgListening = null;
  }

  /** A point on the screen in the SVG's user units, as if nothing were zoomed (the frame the view's x and y are in). */
  private toUser(clientX: number, clientY: number): Pointer {
    const base = this.base();
    if (!base) return { x: clientX, y: clientY };
    const { k, ox, oy, box, frame } = base;
    return { x: box.x + (clientX - frame.left - ox) / k, y: box.y + (clientY - frame.top - oy) / k };
  }

  private readonly onWheel = (event: WheelEvent): void => {
    event.preventDefault();
    // Lines or pages of a mouse wheel count as 40 px; a pinch (ctrlKey) reports small deltas, so it zooms faster per unit.
    const pixels = event.deltaY * (event.deltaMode === 1 ? 40 : event.deltaMode === 2 ? 400 : 1);
    const factor = Math.exp(-pixels * (event.ctrlKey ? 0.01 : 0.002));
    this.zoomBy(factor, this.toUser(event.clientX, event.clientY));
  };

  private readonly onDown = (event: PointerEvent): void => {
    if (this.pointers.size === 0 && !this.options.pans(event)) return;
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    this.options.svg()?.setPointerCapture(event.pointerId);
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (this.pointers.size === 1) this.moved = 0;
    if (this.pointers.size === 2) this.startPinch();
  };

  private startPinch(): void {
    const [a, b] = [...this.pointers.values()] as [Pointer, Pointer];
    this.pinchStart = {
      distance: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)),
      scale: this.scale,
      mid: this.toUser((a.x + b.x) / 2, (a.y + b.y) / 2),
      x: this.x,
      y: this.y,
    };
  }

  private readonly onMove = (event: PointerEvent): void => {
    const last = this.pointers.get(event.pointerId);
    if (!last) return;
    const now = { x: event.clientX, y: event.clientY };
    this.pointers.set(event.pointerId, now);
    if (this.pointers.size >= 2 && this.pinchStart) {
      const [a, b] = [...this.pointers.values()] as [Pointer, Pointer];
      const start = this.pinchStart;
      const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, start.scale * (Math.hypot(a.x - b.x, a.y - b.y) / start.distance)));
      // The point under the fingers' first midpoint follows the midpoint as it moves.
      const mid = this.toUser((a.x + b.x) / 2, (a.y + b.y) / 2);
      const roomX = (start.mid.x - start.x) / start.scale;
      const roomY = (start.mid.y - start.y) / start.scale;
      this.fitted = null;
      this.scale = scale;
      this.x = mid.x - roomX * scale;
      this.y = mid.y - roomY * scale;
      this.moved = Infinity;
      this.schedule();
      return;
    }
    const from = this.toUser(last.x, last.y);
    const to = this.toUser(now.x, now.y);
    this.moved += Math.hypot(now.x - last.x, now.y - last.y);
    if (now.x !== last.x || now.y !== last.y) this.fitted = null;
    this.x += to.x - from.x;
    this.y += to.y - from.y;
    this.schedule();
  };

  private readonly onUp = (event: PointerEvent): void => {
    if (!this.pointers.delete(event.pointerId)) return;
    if (this.pointers.size === 1) this.pinchStart = null;
    if (this.pointers.size === 0 && this.moved < TAP_SLOP && event.type === 'pointerup') this.options.onTap?.(event);
  };
}

const round = (n: number) => Math.round(n * 1000) / 1000;
