/**
 * Every page in dist/ carries the stylesheet inside it (scripts/build/prerender.ts
 * inlineStylesheets): no render-blocking stylesheet request before first paint, no stylesheet left
 * for a lazy chunk to link again, and the one <style> block is allowed by the page CSP the server
 * computes from index.html (server/security.ts), on every route. The scripts are asked for by
 * one inline loader after the first paint (deferEntryScripts), the same on every page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineHashes } from '../../server/security';
import { deferEntryScripts, inlineStylesheets } from '../../scripts/build/prerender';

const DIST = path.resolve('dist');
const pages = readdirSync(DIST).filter((file) => file.endsWith('.html'));

describe('inline stylesheet in the build', () => {
  it('every page has its styles inline and links no stylesheet', () => {
    expect(pages).toEqual(expect.arrayContaining(['index.html', 'auth.html', 'profile.html', 'shell.html']));
    for (const page of pages) {
      const html = readFileSync(path.join(DIST, page), 'utf8');
      expect(html, page).not.toMatch(/<link[^>]+rel="stylesheet"/);
      expect(inlineHashes(html).styles, page).toHaveLength(1);
      // Tailwind's output, dark mode and the two-picture rule included.
      expect(html, page).toContain('.dark');
      expect(html, page).toContain('[data-prerender-variant]');
    }
  });

  it("the page CSP's style hash (from index.html) allows every page's block", () => {
    const allowed = inlineHashes(readFileSync(path.join(DIST, 'index.html'), 'utf8')).styles;
    for (const page of pages) expect(allowed, page).toEqual(inlineHashes(readFileSync(path.join(DIST, page), 'utf8')).styles);
  });

  it('every page asks for its scripts from the one loader the page CSP allows, not from tags in <head>', () => {
    const allowed = inlineHashes(readFileSync(path.join(DIST, 'index.html'), 'utf8')).scripts;
    for (const page of pages) {
      const html = readFileSync(path.join(DIST, page), 'utf8');
      expect(html, page).not.toMatch(/<script type="module"|rel="modulepreload"/);
      expect(html, page).toMatch(/first-contentful-paint.*\/assets\/index-[\w-]+\.js|\/assets\/index-[\w-]+\.js.*first-contentful-paint/);
      expect(allowed, page).toEqual(inlineHashes(html).scripts);
    }
  });

  it('no script or precache entry refers to a stylesheet file', () => {
    const assets = readdirSync(path.join(DIST, 'assets'));
    expect(assets.filter((file) => file.endsWith('.css'))).toEqual([]);
    for (const file of assets.filter((name) => name.endsWith('.js'))) {
      expect(readFileSync(path.join(DIST, 'assets', file), 'utf8'), file).not.toMatch(/assets\/[\w-]+\.css/);
    }
    expect(readFileSync(path.join(DIST, 'sw.js'), 'utf8')).not.toMatch(/\.css/);
  });
});

describe('inlineStylesheets', () => {
  const page = '<head><link rel="stylesheet" crossorigin href="/assets/style-abc.css"></head><body></body>';

  it('replaces the link with the file as a <style> block', () => {
    expect(inlineStylesheets(page, () => 'body{color:red}')).toEqual({ html: '<head><style>body{color:red}</style></head><body></body>', inlined: ['assets/style-abc.css'] });
  });

  it('refuses a stylesheet it would break by inlining', () => {
    expect(() => inlineStylesheets(page, () => '.x{background:url(./bg.png)}')).toThrow(/relative url/);
    expect(() => inlineStylesheets(page, () => '.x{content:"</style>"}')).toThrow(/<\/style/);
    expect(inlineStylesheets(page, () => '.x{background:url("data:image/svg+xml,a")}').inlined).toHaveLength(1);
  });
});

describe('deferEntryScripts', () => {
  const page = '<head><script type="module" crossorigin src="/assets/index-a1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react-b2.js">\n</head><body><div id="root"></div></body>';

  it('moves the entry and its preloads into a loader at the end of <body>', () => {
    const html = deferEntryScripts(page);
    expect(html).not.toMatch(/<script type="module"|<link/);
    expect(html).toMatch(/<div id="root"><\/div><script>\(function\(\)\{.*"\/assets\/react-b2\.js".*"\/assets\/index-a1\.js".*<\/script>\s*<\/body>/);
  });

  it('refuses a page with no entry script', () => {
    expect(() => deferEntryScripts('<head></head><body></body>')).toThrow(/no module entry script/);
  });
});
