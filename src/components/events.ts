/**
 * The typed events planner elements send upwards: an announcement for the screen-reader live
 * region, and a request to show another view. Both cross shadow roots.
 */
export type PlannerView = 'import' | 'guests' | 'seating';

export interface AnnounceDetail {
  message: string;
}

export interface NavigateDetail {
  view: PlannerView;
}

declare global {
  interface HTMLElementEventMap {
    'planner-announce': CustomEvent<AnnounceDetail>;
    'planner-navigate': CustomEvent<NavigateDetail>;
  }
}

export function announce(from: EventTarget, message: string): void {
  from.dispatchEvent(new CustomEvent<AnnounceDetail>('planner-announce', { detail: { message }, bubbles: true, composed: true }));
}

export function navigate(from: EventTarget, view: PlannerView): void {
  from.dispatchEvent(new CustomEvent<NavigateDetail>('planner-navigate', { detail: { view }, bubbles: true, composed: true }));
}
