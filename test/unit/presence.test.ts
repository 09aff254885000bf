/**
 * Presence in a shared room (issue 58): the name a device shows until the planner chooses one, from
 * its user agent, and what another device's state must hold to be shown (any device of the room,
 * a view-only one too, can send one).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deviceKind } from '../../src/state/device-kind.ts';
import { readWhereabouts } from '../../src/sync/room-presence.ts';

const AGENTS = {
  'Chrome on Android':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Safari on iPhone':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Firefox on Windows': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Edge on Windows':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Chrome on Linux': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  'Safari on Mac': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Samsung Internet on Android':
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
};

describe('presence', () => {
  for (const [expected, agent] of Object.entries(AGENTS)) {
    it(`names a device by its kind: ${expected}`, () => {
      const { browser, system } = deviceKind(agent);
      assert.equal(`${browser} on ${system}`, expected);
    });
  }

  it('names no kind it does not know', () => {
    assert.deepEqual(deviceKind('curl/8.5.0'), { browser: null, system: null });
  });

  it('shows another device’s state only when it has a name and a step, cut to a sensible length', () => {
    assert.equal(readWhereabouts({}), undefined, 'a device that has not said where it is');
    assert.equal(readWhereabouts(null), undefined);
    assert.equal(readWhereabouts({ name: '  ', view: 'seating' }), undefined);
    assert.deepEqual(readWhereabouts({ name: ' Dana ', view: 'seating', table: 'Table 3', seating: 'yes' }), {
      name: 'Dana',
      view: 'seating',
      table: 'Table 3',
      seating: false,
      viewOnly: false,
    });
    assert.equal(readWhereabouts({ name: 'x'.repeat(500), view: 'guests' })!.name.length, 80);
  });
});
