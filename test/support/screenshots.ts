/**
 * Where end-to-end tests save their screenshots: docs/screenshots/ when SCREENSHOTS=1 (to refresh
 * the committed pictures), a temporary folder otherwise, so a test run never rewrites tracked files.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_PATHS } from '../../scripts/paths.ts';

let folder: string | undefined;

export function screenshotPath(name: string): string {
  if (!folder) {
    folder =
      process.env.SCREENSHOTS === '1' ? join(BUILD_PATHS.root, 'docs', 'screenshots') : mkdtempSync(join(tmpdir(), 'seating-screenshots-'));
    mkdirSync(folder, { recursive: true });
  }
  return join(folder, name);
}
