import { expect } from '@open-wc/testing';
import { LIMITS } from '../../src/contract/limits.ts';

describe('browser test set-up', () => {
  it('runs TypeScript that imports the contract in Chromium', () => {
    expect(LIMITS.max_group_cohesion_strength).to.equal(10);
    expect(navigator.userAgent).to.contain('Chrome');
  });
});
