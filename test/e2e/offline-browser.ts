/** Helpers for the offline tests: a real Chromium with its own profile, and the service worker in control. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromiumProfile } from '../../scripts/chromium.mjs';
import { patience } from '../support/eventually.ts';

/** A persistent context (service workers and IndexedDB live in the profile) in a fresh temporary profile. */
export async function launchProfile(options: { locale?: string } = {}): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'seating-offline-'));
  const context = await launchChromiumProfile(userDataDir, { locale: options.locale ?? 'en-US' });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the page is controlled by an activated service worker (precache complete). A worker that
 * never takes control fails the wait with what the page saw of it, instead of hanging until the hook's
 * timeout, which says nothing of where it stuck.
 */
export async function waitForServiceWorkerControl(page: Page, timeoutMs = patience(40_000)): Promise<void> {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: timeoutMs, polling: 100 });
  } catch (error) {
    const seen = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) return 'no registration';
      const slots = { installing: registration.installing, waiting: registration.waiting, active: registration.active };
      return Object.entries(slots)
        .map(([slot, worker]) => `${slot}: ${worker?.state ?? 'none'}`)
        .join(', ');
    });
    throw new Error(`no service worker controlled ${new URL(page.url()).pathname} within ${timeoutMs} ms (${seen})`, { cause: error });
  }
}

export interface FetchedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A fetch made by the page itself, so it goes through the service worker like the app's own requests. */
export function fetchFromPage(
  page: Page,
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<FetchedResponse> {
  return page.evaluate(
    async ({ path, init }) => {
      const res = await fetch(path, { ...init, redirect: 'manual', cache: 'no-store' });
      return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
    },
    { path, init },
  );
}
