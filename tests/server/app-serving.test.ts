/**
 * The server as the browser meets it: the built app on the API's port with the right caching,
 * the SPA fallback, security headers and CSP, CORS, rate limits and request logs.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from './support/authEmulator.ts';
import { request, startTestServer, type TestServer } from './support/harness.ts';
import { compressDirectory } from '../../scripts/build/compressAssets.ts';

const THEME_SCRIPT = "document.documentElement.classList.toggle('dark', localStorage.getItem('theme') === 'dark')";
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><script>${THEME_SCRIPT}</script>
<script type="module" crossorigin src="/assets/index-Bx12abCD.js"></script><link rel="stylesheet" href="/assets/index-Zz9.css"></head>
<body><div id="root"></div></body></html>`;
const THEME_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

const LARGE_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');

let distDir: string;
let server: TestServer;
let ada: TestUser;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkclarity-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(distDir, 'assets', 'index-Bx12abCD.js'), 'console.log("app")');
  fs.writeFileSync(path.join(distDir, 'assets', 'index-Zz9.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("install",()=>{})');
  fs.writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"InkClarity"}');
  // Big enough to be compressed; the copies are written by the build's own step.
  fs.writeFileSync(path.join(distDir, 'assets', 'screen-Qq77.js'), LARGE_SCRIPT);
  fs.writeFileSync(path.join(distDir, 'sw-big.js'), LARGE_SCRIPT);
  fs.writeFileSync(path.join(distDir, 'assets', 'photo-Pp55.png'), Buffer.alloc(4096, 7));
  compressDirectory(distDir);
  server = await startTestServer({ config: { staticDir: distDir, corsOrigins: ['https://studio.example'] } });
  ada = await createUser('Ada Lovelace');
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Headers): void {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(headers.get('permissions-policy')).toContain('camera=(self)');
  expect(headers.get('permissions-policy')).toContain('geolocation=()');
}

describe('the built app', () => {
  it('serves index.html at / with no-cache and a CSP that allows the inline theme script by hash', async () => {
    const response = await request(server, 'GET', '/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.text).toBe(INDEX_HTML);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toContain(THEME_HASH);
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("img-src 'self' data: blob:");
    // Google account photos in the avatar menu; Google's popup helper script (loaded on request only).
    expect(csp).toMatch(/img-src [^;]*https:\/\/lh3\.googleusercontent\.com/);
    expect(scriptSrc).toContain('https://apis.google.com');
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("object-src 'none'");
    // Tests run with the Auth emulator, so the page may reach it and frame its auth handler.
    expect(csp).toMatch(new RegExp(`connect-src [^;]*http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`));
    expect(csp).toMatch(new RegExp(`frame-src [^;]*http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`));
    // No wildcard: the page reaches only itself and the identity endpoints in use.
    const connectSrc = csp.split(';').map((part) => part.trim()).find((part) => part.startsWith('connect-src')) ?? '';
    const port = process.env.FIREBASE_AUTH_EMULATOR_HOST?.split(':').pop();
    expect(connectSrc.split(' ').slice(1).sort()).toEqual(
      ["'self'", `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, `http://127.0.0.1:${port}`, `http://localhost:${port}`].filter((v, i, a) => a.indexOf(v) === i).sort(),
    );
    expectSecurityHeaders(response.headers);
  });

  it('serves the own-key worker with a policy that allows exactly the one provider origin it was started for', async () => {
    const response = await request(server, 'GET', `/byok-worker.js?origin=${encodeURIComponent('https://llm.example.com')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; connect-src https://llm.example.com");
    expect(response.text).toContain('self.onmessage');
    const local = await request(server, 'GET', `/byok-worker.js?origin=${encodeURIComponent('http://localhost:11434')}`);
    expect(local.headers.get('content-security-policy')).toBe("default-src 'none'; connect-src http://localhost:11434");
    for (const origin of ['http://llm.example.com', 'https://llm.example.com/v1', 'javascript:alert(1)', "https://a.example 'unsafe-inline'", '*', '']) {
      const refused = await request(server, 'GET', `/byok-worker.js?origin=${encodeURIComponent(origin)}`);
      expect(refused.status, origin).toBe(400);
      expect(refused.body).toMatchObject({ error: { code: 'invalid_request' } });
    }
    expect((await request(server, 'GET', '/byok-worker.js')).status).toBe(400);
  });

  it('answers page routes with the app (SPA fallback), including GET /chat', async () => {
    for (const page of ['/designer', '/profile', '/chat', '/booking', '/no/such/page']) {
      const response = await request(server, 'GET', page);
      expect(response.status, page).toBe(200);
      expect(response.text, page).toBe(INDEX_HTML);
      expect(response.headers.get('cache-control'), page).toBe('no-cache');
    }
  });

  it('answers a pre-rendered route with its own page, compressed and revalidated, and other pages with the empty shell', async () => {
    const pages = {
      'chat.html': INDEX_HTML.replace('<div id="root"></div>', `<div id="root"><h1>AI Assistant</h1>${'<p>Ask anything.</p>'.repeat(40)}</div>`),
      'auth.html': INDEX_HTML.replace('<div id="root"></div>', '<div id="root"><h1>InkClarity</h1></div>'),
      'shell.html': INDEX_HTML,
    };
    const written = Object.keys(pages).flatMap((name) => [name, `${name}.br`, `${name}.gz`]).map((name) => path.join(distDir, name));
    try {
      for (const [name, html] of Object.entries(pages)) fs.writeFileSync(path.join(distDir, name), html);
      compressDirectory(distDir);
      for (const [page, file] of [['/chat', 'chat.html'], ['/chat/', 'chat.html'], ['/auth?next=%2Fprofile', 'auth.html'], ['/preview/abc', 'shell.html'], ['/no/such/page', 'shell.html'], ['/chat.html/../x', 'shell.html']] as const) {
        const response = await request(server, 'GET', page);
        expect(response.status, page).toBe(200);
        expect(response.text, page).toBe(pages[file]);
        expect(response.headers.get('cache-control'), page).toBe('no-cache');
        expect(response.headers.get('content-security-policy'), page).toContain(THEME_HASH);
      }
      const brotli = await request(server, 'GET', '/chat', { headers: { 'accept-encoding': 'br' } });
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(brotli.text).toBe(pages['chat.html']);
    } finally {
      for (const file of written) fs.rmSync(file, { force: true });
    }
  });

  it('caches hashed assets for a year, immutable; the service worker never', async () => {
    const asset = await request(server, 'GET', '/assets/index-Bx12abCD.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset.headers);
    const worker = await request(server, 'GET', '/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await request(server, 'GET', '/manifest.webmanifest');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('revalidates: a conditional request for an unchanged asset is 304', async () => {
    const first = await request(server, 'GET', '/assets/index-Zz9.css');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // node:http, not fetch: fetch adds Cache-Control: no-cache to conditional requests.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http.get(`${server.url}/assets/index-Zz9.css`, { headers: { 'if-none-match': etag ?? '' } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('answers missing files and API paths with JSON 404, never the app', async () => {
    for (const missing of ['/assets/gone-123.js', '/favicon-404.png', '/crm', '/v1/models', '/health/deep']) {
      const response = await request(server, 'GET', missing);
      expect(response.status, missing).toBe(404);
      expect(response.headers.get('content-type'), missing).toMatch(/^application\/json/);
      expect(response.body, missing).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('routes POST /chat to the API, not the page', async () => {
    const response = await request(server, 'POST', '/chat', {
      body: { message: 'hello', user_id: 'anon-device-1', conversation_history: [] },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toMatchObject({ agent: expect.any(String), message: expect.any(String) });
  });
});

/** node:http, not fetch: fetch decodes the body and hides which encoding came over the wire. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('compressed responses', () => {
  it('sends the Brotli copy to a browser that accepts br, the gzip copy to one that accepts only gzip, the original otherwise', async () => {
    const url = `${server.url}/assets/screen-Qq77.js`;
    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(LARGE_SCRIPT.length / 2);
    expect(brotliDecompressSync(br.body).toString()).toBe(LARGE_SCRIPT);

    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.body).toString()).toBe(LARGE_SCRIPT);

    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await rawGet(url, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(plain.body.toString(), acceptEncoding).toBe(LARGE_SCRIPT);
    }
  });

  it('keeps each asset kind\'s caching on its compressed copies: hashed assets immutable, the app page and worker revalidated', async () => {
    const asset = await rawGet(`${server.url}/assets/screen-Qq77.js`, { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await rawGet(`${server.url}/sw-big.js`, { 'accept-encoding': 'br' });
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
    for (const page of ['/', '/designer']) {
      const html = await rawGet(`${server.url}${page}`, { 'accept-encoding': 'gzip' });
      expect(html.headers['content-type'], page).toMatch(/^text\/html/);
      expect(html.headers['cache-control'], page).toBe('no-cache');
      expect(html.headers['content-security-policy'], page).toContain("script-src 'self'");
      const body = html.headers['content-encoding'] === 'gzip' ? gunzipSync(html.body) : html.body;
      expect(body.toString(), page).toBe(INDEX_HTML);
    }
  });

  it('sends images as they are (already compressed), and never a copy the build did not write', async () => {
    const image = await rawGet(`${server.url}/assets/photo-Pp55.png`, { 'accept-encoding': 'br, gzip' });
    expect(image.status).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4096);
    // Too small to be worth a copy: sent as is even to a browser that accepts br.
    const tiny = await rawGet(`${server.url}/assets/index-Zz9.css`, { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('body{margin:0}');
  });
});

describe('API responses', () => {
  it('carry the security headers, a deny-all CSP and no-store, also on errors', async () => {
    for (const [method, urlPath, token] of [['GET', '/health'], ['GET', '/crm/artists'], ['GET', '/crm/artists', 'x']] as const) {
      const response = await request(server, method, urlPath, { token });
      expectSecurityHeaders(response.headers);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('CORS', () => {
  it('allows a configured origin, with the headers the outbox sends', async () => {
    const preflight = await fetch(`${server.url}/crm/consultation`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://studio.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, idempotency-key',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://studio.example');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
  });

  it('gives other origins nothing', async () => {
    const response = await request(server, 'GET', '/health', { headers: { origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After once an address exceeds the limit, counted before any token is checked', { timeout: 180_000 }, async () => {
    const limited = await startTestServer({ config: { rateLimitMax: 3, rateLimitWindowMs: 60_000 } });
    try {
      const bob = await createUser('Bob Builder');
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 4; i += 1) {
        last = await request(limited, 'GET', '/crm/artists', { token: ada.idToken });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(last?.body).toMatchObject({ error: { code: 'rate_limited' } });
      // The limit is per address (TRUST_PROXY decides what that is; ai-security.test.ts): another
      // account from the same address waits too, and so does a request with no or a bad token.
      expect((await request(limited, 'GET', '/crm/artists', { token: bob.idToken })).status).toBe(429);
      expect((await request(limited, 'GET', '/crm/artists', { token: 'not-a-token' })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('request logs', () => {
  it('record method, path and status but never tokens or bodies', { timeout: 180_000 }, async () => {
    const lines: string[] = [];
    const sink = new Writable({ write(chunk: Buffer, _encoding, callback) { lines.push(chunk.toString()); callback(); } });
    const logged = await startTestServer({ logger: { level: 'info', stream: sink } });
    try {
      const secretNote = 'my-very-private-medical-note';
      const response = await request(logged, 'POST', '/crm/consultation', {
        token: ada.idToken, body: { topic: 'Scar cover', agent: 'aftercare', date: '2026-11-21', notes: secretNote },
      });
      expect(response.status).toBe(201);
      const log = lines.join('');
      expect(log).toContain('/crm/consultation');
      expect(log).toContain('"statusCode":201');
      expect(log).not.toContain(ada.idToken);
      expect(log).not.toContain(ada.idToken.slice(0, 20));
      expect(log).not.toContain(secretNote);
    } finally {
      await logged.close();
    }
  });
});
