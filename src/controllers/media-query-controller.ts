/** Tells an element whether a media query matches, and renders it again when that changes. */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * A phone, or a window as narrow as one: the selected booking opens in a bottom sheet and the
 * tables start as a compact list. A touch screen up to a small tablet's width counts too.
 */
export const PHONE_QUERY = '(max-width: 40rem), (pointer: coarse) and (max-width: 60rem)';

/** A screen driven by a finger, with no mouse to hover: keyboard hints (Ctrl+Z, Escape) mean nothing there. */
export const TOUCH_QUERY = '(hover: none) and (pointer: coarse)';

export class MediaQueryController implements ReactiveController {
  private list: MediaQueryList | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly query: string,
  ) {
    host.addController(this);
  }

  get matches(): boolean {
    return (this.list ?? matchMedia(this.query)).matches;
  }

  hostConnected(): void {
    this.list = matchMedia(this.query);
    this.list.addEventListener('change', this.onChange);
  }

  hostDisconnected(): void {
    this.list?.removeEventListener('change', this.onChange);
    this.list = null;
  }

  private readonly onChange = () => {
    this.host.requestUpdate();
  };
}
