import { launchChromium } from '/work/wt-phone/scripts/chromium.mjs';
import { startTestServer } from '/work/wt-phone/test/support/site.ts';
const server = await startTestServer();
const b = await launchChromium();
for (const touch of [false, true]) {
const c = await b.newContext({ viewport: { width: 390, height: 844 }, hasTouch: touch, isMobile: touch, serviceWorkers: 'block' });
const p = await c.newPage();
await p.goto(`${server.base}/en/?demo=1`);
await p.locator('table-card').nth(4).waitFor();
await p.getByRole('button', { name: 'Cards', exact: true }).click();
await p.locator('table-card .chip').first().waitFor();
const r = await p.evaluate(`(() => {
    const found = [];
    const roots = [document];
    for (let root = roots.pop(); root; root = roots.pop()) {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.localName === 'table-card') el.style.contentVisibility = 'visible';
        if (el.matches('button, select, input, [role=button], .chip')) found.push(el);
        if (el.shadowRoot) roots.push(el.shadowRoot);
      }
    }
    return found.map((el) => [el.localName + '.' + el.className, (el.textContent||'').trim().slice(0,20), Math.round(el.getBoundingClientRect().width), Math.round(el.getBoundingClientRect().height)]).filter(x => x[2] > 1);
  })()`);
console.log(touch, (r as any[]).length, (r as any[]).filter(x => x[3] < 44 || x[2] < 44).length);
if (!touch) console.log(JSON.stringify(r));
await c.close();
}
await b.close(); await server.close();
