/**
 * Draws a large element in parts: its first render holds stage 0, and each later stage is drawn
 * after the browser has drawn the one before, so no single task builds (and lays out) the whole
 * element on a phone's first load (docs/decisions/0046-first-load-in-parts.md).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { afterNextPaint } from '../state/yield.ts';

export class StagedRenderController implements ReactiveController {
  private stage = 0;
  private advancing = false;

  /** `started` says when the element draws its real content (not a placeholder), from which the stages count. */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly lastStage: number,
    private readonly started: () => boolean = () => true,
  ) {
    host.addController(this);
  }

  /** Whether the parts of `stage` may be drawn yet. */
  reached(stage: number): boolean {
    return this.stage >= stage;
  }

  hostUpdated(): void {
    if (this.advancing || this.stage >= this.lastStage || !this.started()) return;
    this.advancing = true;
    void afterNextPaint().then(() => {
      this.advancing = false;
      this.stage++;
      this.host.requestUpdate();
    });
  }
}
