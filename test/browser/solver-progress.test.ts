import { expect } from '@open-wc/testing';
import { SolverClient, type SolveHandle, type SolveProgress } from '../../src/solver-client/solver-client.ts';
import type { Problem } from '../../src/model/problem.ts';
import type { SolveOptions } from '../../src/solver/options.ts';
import { deepQuery, deepText, demoPlanner, mountApp, until } from './planner-harness.ts';

/**
 * A solver that finds a plan, reports it as its best so far 1.2 s into a run, and then waits until it
 * is stopped: the view mid-run, held still. Seat orders still go to the real worker.
 */
class PausedClient extends SolverClient {
  override solve(problem: Problem, options: SolveOptions = {}, onProgress?: (progress: SolveProgress) => void): SolveHandle {
    const found = super.solve(problem, { ...options, timeLimitMs: 300 });
    let stop = () => {};
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const result = found.result.then(async (best) => {
      onProgress?.({
        bestPenalty: best.score.penalty,
        lowerBound: best.lowerBound.penalty,
        iterations: 1,
        elapsedMs: 1200,
        best: best.assignment.slice(),
      });
      await stopped;
      return { ...best, stoppedBy: 'cancelled' as const };
    });
    return { result, cancel: stop };
  }
}

for (const lang of ['en', 'he'] as const) {
  describe(`the solver panel while solving (${lang})`, () => {
    it('shows the best plan so far in words and the time left, and Stop keeps that plan', async () => {
      const planner = await demoPlanner({ createSolverClient: () => new PausedClient() });
      const app = await mountApp(planner, lang);
      app.show('seating');
      const panel = await until(() => deepQuery(app, 'solver-panel')?.shadowRoot, 'the solver panel');
      panel.querySelector<HTMLButtonElement>('button.primary')!.click();

      const facts = await until(
        () => panel.querySelectorAll('.best .facts li').length > 0 && panel.querySelector('.best'),
        'the plan in words',
      );
      const words = deepText(facts);
      const seated = lang === 'en' ? '12 of 12 guests seated' : 'הושבו 12 מתוך 12 אורחים';
      expect(words.replace(/[\u2066-\u2069]/g, '')).to.include(seated);
      expect(deepText(panel.querySelector('.time-left')!)).to.include(lang === 'en' ? 'About 4 seconds left' : 'נותרו בערך');
      // The penalty stays for experts, folded away.
      expect(panel.querySelector('details.expert')?.hasAttribute('open')).to.equal(false);
      // Screen readers hear the words, not the penalty.
      const spoken = await until(() => panel.querySelector('[role="status"]')?.textContent.trim(), 'the spoken progress');
      expect(spoken.replace(/[\u2066-\u2069]/g, '')).to.include(seated);

      panel.querySelector<HTMLButtonElement>('button.danger')!.click();
      const outcome = await until(() => panel.querySelector('.outcome')?.textContent, 'the outcome');
      expect(outcome).to.include(lang === 'en' ? 'Stopped: the best plan found so far is kept' : 'נעצר');
      const seating = planner.store.state.content!.seating;
      expect(Object.keys(seating)).to.have.length(planner.store.state.content!.guests.length);
      planner.solver.dispose();
    });
  });
}
