/**
 * `npm run bench:first-load`: the main thread of a first visit to the planner (/en/, empty
 * workspace) on a phone-sized page with its CPU slowed 4× (DevTools' CPU throttling, as Lighthouse's
 * mobile preset assumes). Records a Chromium trace of each visit until the service worker is ready
 * and the page has been quiet, and lists every task of the page's main thread over 50 ms after the
 * first contentful paint: what blocks a phone while the planner is built. Writes bench/first-load.md.
 * Needs `npm run build` first.
 *
 * `-- --profile` also samples the page's JavaScript and prints, for each long task, the source
 * functions (through the build's source maps) that took its time: for finding what to split.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { format } from 'prettier';
import type { CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../scripts/chromium.mjs';
import { BUILD_PATHS } from '../scripts/paths.ts';
import { startServer } from '../src/server/main.ts';
import { median } from './median.ts';

const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
const PROFILE = process.argv.includes('--profile');
const CPU_SLOWDOWN = Number(process.argv.find((a) => a.startsWith('--rate='))?.slice(7) ?? 4);
/** `--trace=<file>`: also keeps the last visit's trace, for DevTools' Performance panel. */
const TRACE_FILE = process.argv.find((a) => a.startsWith('--trace='))?.slice(8);
/** A task this long blocks input (the long-task threshold of the web's own Long Tasks API). */
const LONG_TASK_MS = Number(process.argv.find((a) => a.startsWith('--over='))?.slice(7) ?? 50);
/** After the service worker is ready, the page must stay without a long task this long (page time). */
const QUIET_MS = 3000;
const LANG = process.argv.find((a) => a.startsWith('--lang='))?.slice(7) ?? 'en';
const START_LOAD = loadavg().map((l) => l.toFixed(1));

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

interface Task {
  /** Milliseconds from the navigation's start. */
  start: number;
  duration: number;
}

interface Visit {
  fcp: number;
  /** The main thread's tasks over LONG_TASK_MS after the first contentful paint. */
  tasks: Task[];
  /** Total blocking time after the first contentful paint: each long task's time over 50 ms. */
  blocking: number;
  profile?: string[];
}

const server = await startServer(0, '127.0.0.1');
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchChromium();

/** The renderer's main thread of the page: the CrRendererMain thread that saw the navigation. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const nav = events.find((e) => e.name === 'navigationStart' && (e.args?.data?.documentLoaderURL ?? '').startsWith(base));
  const found = names.find((n) => n.pid === nav?.pid) ?? names[0];
  if (!found) throw new Error('The trace has no renderer main thread.');
  return { pid: found.pid, tid: found.tid };
}

async function visit(): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: CPU_SLOWDOWN > 1 ? 200 : 50 });
    await cdp.send('Profiler.start');
  }
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading', 'blink.user_timing', '__metadata'],
  });
  await page.goto(`${base}/${LANG}/`, { waitUntil: 'load' });
  // The entry registers the service worker once the planner is ready: the end of the first load's own work.
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await waitForQuiet(page);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const profile = PROFILE ? await profileOf(cdp) : undefined;
  await context.close();

  const events = trace.traceEvents;
  if (TRACE_FILE) writeFileSync(TRACE_FILE, JSON.stringify(trace));
  const { pid, tid } = mainThread(events);
  const navigation = events.find(
    (e) => e.pid === pid && e.name === 'navigationStart' && (e.args?.data?.documentLoaderURL ?? '').startsWith(base),
  );
  const paint = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint');
  if (!navigation || !paint) throw new Error('The trace has no navigation or first contentful paint.');
  const ms = (ts: number) => (ts - navigation.ts) / 1000;
  const fcp = ms(paint.ts);
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) / 1000 > LONG_TASK_MS)
    .map((e) => ({ start: ms(e.ts), duration: e.dur! / 1000, ts: e.ts }))
    .filter((t) => t.start + t.duration > fcp)
    // The benchmark's own page.evaluate runs as a script (the app's code runs as modules): not the app's task.
    .filter(
      (t) =>
        !events.some(
          (e) => e.tid === tid && e.pid === pid && e.name === 'EvaluateScript' && e.ts >= t.ts && e.ts < t.ts + t.duration * 1000,
        ),
    );
  return {
    fcp,
    tasks: tasks.map(({ start, duration }) => ({ start, duration })),
    blocking: tasks.reduce((sum, t) => sum + t.duration - LONG_TASK_MS, 0),
    profile:
      profile &&
      tasks.map(
        (t) =>
          `${t.start.toFixed(0)} ms +${t.duration.toFixed(0)} ms: ${nativeWork(events, pid, tid, t.ts, t.ts + t.duration * 1000)}\n  ${profile(t.ts, t.ts + t.duration * 1000)}`,
      ),
  };
}

/** The trace's own events inside a window of the main thread, by their self time: style, layout, parsing, compiling. */
function nativeWork(events: TraceEvent[], pid: number, tid: number, from: number, to: number): string {
  const inside = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= from && e.ts + (e.dur ?? 0) <= to && e.name !== 'RunTask')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: TraceEvent[] = [];
  for (const e of inside) {
    while (stack.length && stack.at(-1)!.ts + (stack.at(-1)!.dur ?? 0) <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - (e.dur ?? 0));
    self.set(e.name, (self.get(e.name) ?? 0) + (e.dur ?? 0));
    stack.push(e);
  }
  return [...self]
    .filter(([, us]) => us > 2000)
    .sort((a, b) => b[1] - a[1])
    .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)} ms`)
    .join(', ');
}

/** Waits until the page has run no long task for QUIET_MS. */
async function waitForQuiet(page: Page): Promise<void> {
  await page.evaluate(`new Promise((resolve) => {
    let timer = setTimeout(resolve, ${QUIET_MS});
    new PerformanceObserver(() => { clearTimeout(timer); timer = setTimeout(resolve, ${QUIET_MS}); }).observe({ type: 'longtask' });
  })`);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

/** The sampled profile, as a function from a window of trace time to the source functions that took it. */
async function profileOf(cdp: CDPSession): Promise<(from: number, to: number) => string> {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };
  };
  const { TraceMap, originalPositionFor } = await import('@jridgewell/trace-mapping');
  const maps = new Map<string, InstanceType<typeof TraceMap> | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = url.startsWith(base) ? join(BUILD_PATHS.dist, new URL(url).pathname) + '.map' : '';
      try {
        maps.set(url, new TraceMap(readFileSync(file, 'utf8')));
      } catch {
        maps.set(url, null);
      }
    }
    return maps.get(url) ?? null;
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const where = (node: ProfileNode): string => {
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    const map = url ? mapOf(url) : null;
    if (!map) return functionName || '(native)';
    const p = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    return `${p.name ?? functionName} ${String(p.source).replace(/^.*?(src|node_modules|locales)\//, '$1/')}:${p.line}`;
  };
  const times: number[] = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) times.push((t += d));
  return (from, to) => {
    // Inclusive time of each source function (a function counted once per sample).
    const inclusive = new Map<string, number>();
    let samples = 0;
    for (let i = 0; i < profile.samples.length; i++) {
      if (times[i]! < from || times[i]! > to) continue;
      samples++;
      const seen = new Set<string>();
      for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) {
        const name = where(byId.get(id)!);
        if (name === '(root)' || seen.has(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
      }
    }
    // Self time of each source file (the function a sample stopped in).
    const files = new Map<string, number>();
    for (let i = 0; i < profile.samples.length; i++) {
      if (times[i]! < from || times[i]! > to) continue;
      const file = where(byId.get(profile.samples[i]!)!).split(' ').at(-1)!.replace(/:\d+$/, '');
      files.set(file, (files.get(file) ?? 0) + 1);
    }
    const byFile = [...files].sort((a, b) => b[1] - a[1]).slice(0, 8);
    const top = [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 14);
    return `${samples} samples; self time by file: ${byFile.map(([f, n]) => `${f} ${((100 * n) / Math.max(1, samples)).toFixed(0)}%`).join(', ')}\n    ${top.map(([name, n]) => `${((100 * n) / Math.max(1, samples)).toFixed(0)}% ${name}`).join('\n    ')}`;
  };
}

const visits: Visit[] = [];
for (let run = 0; run < RUNS; run++) {
  const v = await visit();
  visits.push(v);
  console.error(
    `run ${run + 1}: FCP ${v.fcp.toFixed(0)} ms; ${v.tasks.length} long tasks after it (${v.tasks.map((t) => `${t.duration.toFixed(0)} ms at ${t.start.toFixed(0)}`).join(', ')}); blocking ${v.blocking.toFixed(0)} ms`,
  );
  if (v.profile) console.error(v.profile.join('\n'));
}
await browser.close();
server.close();

const longest = (v: Visit) => Math.max(0, ...v.tasks.map((t) => t.duration));
const report = [
  '# First load on a slowed phone',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:first-load\` (bench/first-load.ts): a first visit to \`/${LANG}/\``,
  `(empty workspace) on a 412 × 823 touch page, its CPU slowed ${CPU_SLOWDOWN}× by DevTools, traced until the service worker`,
  `was ready and the page had run no long task for ${QUIET_MS / 1000} s. ${RUNS} visits; ${cpus().length} cores, load average ${START_LOAD.join(', ')} at the start.`,
  `Long tasks: the main thread's tasks over ${LONG_TASK_MS} ms after the first contentful paint; blocking: their time over ${LONG_TASK_MS} ms.`,
  '',
  '| visit | first contentful paint | long tasks after it | longest | blocking |',
  '| --- | --- | --- | --- | --- |',
  ...visits.map(
    (v, i) => `| ${i + 1} | ${v.fcp.toFixed(0)} ms | ${v.tasks.length} | ${longest(v).toFixed(0)} ms | ${v.blocking.toFixed(0)} ms |`,
  ),
  `| median | ${median(visits.map((v) => v.fcp)).toFixed(0)} ms | ${median(visits.map((v) => v.tasks.length))} | ${median(visits.map(longest)).toFixed(0)} ms | ${median(visits.map((v) => v.blocking)).toFixed(0)} ms |`,
  '',
];
const text = await format(report.join('\n'), { parser: 'markdown' });
if (!PROFILE) writeFileSync(join(import.meta.dirname, 'first-load.md'), text);
console.log(text);
