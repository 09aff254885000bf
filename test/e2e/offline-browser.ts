/** Helpers for the offline tests: a real Chromium with its own profile, and the service worker in control. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromiumProfile } from '../../scripts/chromium.mjs';

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

/** Waits until the page is controlled by an activated service worker (precache complete). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
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
