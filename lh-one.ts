// Temporary diagnostic (not committed): one Lighthouse run per route against a running server, printing details.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const [url, ...routes] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (const route of routes) {
  const r = await lighthouse(`${url}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'best-practices'] });
  const a = r!.lhr.audits;
  console.log(route, 'perf', r!.lhr.categories.performance.score, 'bp', r!.lhr.categories['best-practices'].score, 'FCP', Math.round(a['first-contentful-paint'].numericValue!), 'LCP', Math.round(a['largest-contentful-paint'].numericValue!), 'TBT', Math.round(a['total-blocking-time'].numericValue!), 'CLS', a['cumulative-layout-shift'].numericValue);
  console.log(' issues', JSON.stringify((a['inspector-issues'].details as any)?.items ?? []).slice(0, 1500));
  console.log(' lcp-el', JSON.stringify((a['largest-contentful-paint-element'].details as any)?.items?.[0]?.items?.[0]?.node?.snippet ?? '').slice(0, 300));
  console.log(' long tasks', JSON.stringify(((a['long-tasks'].details as any)?.items ?? []).map((i: any) => [i.url?.split('/').pop(), Math.round(i.duration)])));
  console.log(' render-blocking', JSON.stringify(((a['render-blocking-resources'].details as any)?.items ?? []).map((i: any) => [i.url?.split('/').pop(), Math.round(i.wastedMs)])));
  console.log(' bootup', JSON.stringify(((a['bootup-time'].details as any)?.items ?? []).map((i: any) => [i.url?.split('/').pop(), Math.round(i.scripting)])));
}
await chrome.kill();
