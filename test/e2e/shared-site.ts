/**
 * One server (the built site) and one Chromium for every end-to-end file of a run. Each file holds
 * them from its `before` to its `after`; the first holder starts them and the last one out closes
 * them. A whole run (test/e2e/run.ts) holds them from its start to its end, so they start once; a
 * file run alone starts its own. Each test still opens a browser context of its own.
 */
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../scripts/chromium.mjs';
import { startTestServer } from '../support/site.ts';

export interface Site {
  base: string;
  browser: Browser;
}

interface Opened {
  site: Site;
  close(): Promise<void>;
}

let opened: Promise<Opened> | undefined;
let holders = 0;

async function open(): Promise<Opened> {
  const server = await startTestServer();
  try {
    const browser = await launchChromium();
    return {
      site: { base: server.base, browser },
      close: async () => {
        await browser.close();
        await server.close();
      },
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** The shared server and browser, started if nobody holds them yet; hand them back with `releaseSharedSite`. */
export async function holdSharedSite(): Promise<Site> {
  holders++;
  opened ??= open();
  return (await opened).site;
}

/** Lets go of the shared server and browser; the last holder closes them. */
export async function releaseSharedSite(): Promise<void> {
  holders--;
  if (holders > 0 || !opened) return;
  const closing = opened;
  opened = undefined;
  // A start that failed was reported by the `before` that waited for it; there is nothing to close.
  const started = await closing.catch(() => undefined);
  await started?.close();
}

/**
 * Holds the shared server and browser for the file (or describe block) that calls it: the returned
 * site is filled in by a `before` hook, and let go in an `after` hook.
 */
export function useSite(): Site {
  const site: Site = { base: '', browser: null as unknown as Browser };
  let held = false;
  before(async () => {
    held = true;
    Object.assign(site, await holdSharedSite());
  });
  after(async () => {
    if (held) await releaseSharedSite();
  });
  return site;
}
