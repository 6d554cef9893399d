/**
 * Response headers: a fixed set of security headers on every response, a locked-down
 * Content-Security-Policy for API answers, and the app page policy (built from the served
 * index.html so its inline theme script runs by hash, never by 'unsafe-inline').
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { ServerConfig } from './config.ts';

/** API answers are data, never documents: nothing may load or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Firebase's sign-in popup posts its result back to the opener; plain same-origin would cut it off.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
  // The voice features need the microphone and the on-body preview's live view the camera, on our
  // own origin only; nothing else is used.
  'permissions-policy': 'microphone=(self), camera=(self), geolocation=(), payment=(), usb=()',
};

/** Google endpoints the Firebase Auth web SDK talks to when a real project is configured. */
const FIREBASE_CONNECT_SOURCES = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];

const GOOGLE_API_SCRIPT_ORIGIN = 'https://apis.google.com';
/** Where Google serves account photos (User.photoURL after Google sign-in). */
const GOOGLE_PHOTO_ORIGIN = 'https://lh3.googleusercontent.com';

function sha256Source(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** Hashes of every inline <script> (no src) and <style> block of an HTML document. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi)]
    .map((match) => match[1]).filter((body) => body.trim() !== '').map(sha256Source);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) => sha256Source(match[1]));
  return { scripts, styles };
}

/** The page policy: only our own files, the inline scripts we ship, and the identity endpoints in use. */
export function pageCsp(config: ServerConfig, html: string): string {
  const { scripts, styles } = inlineHashes(html);
  // Only our own origin and the identity endpoints in use. Bring-your-own-key calls (DESIGN.md §2)
  // go through /byok-worker.js, whose own policy allows the one provider origin the user chose
  // (server/byokWorker.ts), so the page itself can reach no other host.
  const connect = ["'self'"];
  const frames = ["'self'"];
  const scriptSources = ["'self'", ...scripts];
  if (config.firebaseAuthEmulatorHost) {
    const emulator = `http://${config.firebaseAuthEmulatorHost}`;
    const port = config.firebaseAuthEmulatorHost.split(':').pop();
    // The browser may reach the emulator as 127.0.0.1 or localhost whichever way the page was opened.
    connect.push(emulator, `http://127.0.0.1:${port}`, `http://localhost:${port}`);
    frames.push(emulator, `http://127.0.0.1:${port}`, `http://localhost:${port}`);
  } else {
    connect.push(...FIREBASE_CONNECT_SOURCES);
    if (config.firebaseAuthDomain) frames.push(`https://${config.firebaseAuthDomain}`);
  }
  // Google sign-in (popup) loads Google's iframe helper script, with the emulator too; it is
  // loaded only when the user presses 'Continue with Google', never on first paint.
  scriptSources.push(GOOGLE_API_SCRIPT_ORIGIN);
  return [
    "default-src 'self'",
    `script-src ${[...new Set(scriptSources)].join(' ')}`,
    `style-src ${["'self'", ...styles].join(' ')}`,
    // Google account photos in the avatar menu.
    `img-src 'self' data: blob: ${GOOGLE_PHOTO_ORIGIN}`,
    "font-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "media-src 'self' blob:",
    `frame-src ${[...new Set(frames)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The page CSP for a built index.html, recomputed only when the file changes (a rebuild while the
 * server runs changes the inline script, and with it the hash).
 */
export function pageCspSource(config: ServerConfig, indexPath: string): () => string {
  let cached: { mtimeMs: number; csp: string } | undefined;
  return () => {
    let html = '';
    let mtimeMs = -1;
    try {
      mtimeMs = fs.statSync(indexPath).mtimeMs;
      if (cached?.mtimeMs === mtimeMs) return cached.csp;
      html = fs.readFileSync(indexPath, 'utf8');
    } catch {
      // No built app: the policy still applies, with no inline hashes.
    }
    cached = { mtimeMs, csp: pageCsp(config, html) };
    return cached.csp;
  };
}
