/**
 * DESIGN.md §2: no AI key in the browser bundle, ever. Greps the production build (dist/) for
 * anything key-like: provider keys (sk-…), hard-coded "Bearer <token>" literals, and the
 * server's own AI_API_KEY when it is set in this environment. `npm test` builds first; run
 * `npm run build` before this file alone.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = path.resolve(process.cwd(), 'dist');
/** Text files a browser loads; images and fonts cannot carry a readable key by accident. */
const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.cjs', '.css', '.html', '.json', '.webmanifest', '.map', '.txt', '.svg', '.xml', '']);
/** Shorter AI_API_KEY values would match ordinary words; real keys are far longer. */
const MIN_KEY_LENGTH_TO_GREP = 8;

interface Finding {
  file: string;
  match: string;
}

const KEY_PATTERNS: readonly { name: string; pattern: RegExp }[] = [
  // OpenAI-style secret keys: sk-, sk-proj-, sk-svcacct-, … followed by a long token.
  { name: 'sk- key', pattern: /(?<![A-Za-z0-9])sk-[A-Za-z0-9_-]{20,}/g },
  // A literal Authorization value; "Bearer " + variable or `Bearer ${…}` is not a literal token.
  { name: 'Bearer literal', pattern: /Bearer\s+[A-Za-z0-9._~+/-]{16,}=*/g },
];

function mask(secret: string): string {
  return secret.length <= 10 ? '***' : `${secret.slice(0, 6)}…${secret.slice(-2)} (${secret.length} chars)`;
}

export function findKeyLike(text: string, file: string, envKey: string | undefined): Finding[] {
  const findings: Finding[] = [];
  for (const { name, pattern } of KEY_PATTERNS) {
    for (const m of text.matchAll(pattern)) findings.push({ file, match: `${name}: ${mask(m[0])}` });
  }
  if (envKey && envKey.length >= MIN_KEY_LENGTH_TO_GREP && text.includes(envKey)) {
    findings.push({ file, match: `AI_API_KEY value: ${mask(envKey)}` });
  }
  return findings;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

describe('the detector', () => {
  it('flags key-like strings and leaves ordinary code alone', () => {
    expect(findKeyLike('const k="sk-proj-AbCdEfGhIjKlMnOpQrStUvWx12";', 'a.js', undefined)).toHaveLength(1);
    expect(findKeyLike('h.Authorization="Bearer eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9";', 'a.js', undefined)).toHaveLength(1);
    expect(findKeyLike('x="my-real-server-key-value"', 'a.js', 'my-real-server-key-value')).toHaveLength(1);
    const ordinary = 'h.Authorization=`Bearer ${t}`;o="Bearer "+e;.task-list-item{mask-image:none}apiKey:"held-by-inkclarity-server"';
    expect(findKeyLike(ordinary, 'a.js', undefined)).toEqual([]);
  });
});

describe('the production build (dist/)', () => {
  const built = existsSync(DIST);
  if (!built) {
    console.warn('no-secrets: dist/ is absent, so the build was not checked. Run `npm run build` first (npm test does).');
  }

  it.skipIf(!built)('contains nothing key-like', () => {
    const envKey = process.env.AI_API_KEY?.trim() || undefined;
    const files = listFiles(DIST).filter((f) => TEXT_EXTENSIONS.has(path.extname(f)));
    expect(files.length).toBeGreaterThan(0);
    const findings = files.flatMap((f) => findKeyLike(readFileSync(f, 'utf8'), path.relative(DIST, f), envKey));
    expect(findings, `key-like strings in the build:\n${findings.map((f) => `  ${f.file}: ${f.match}`).join('\n')}`).toEqual([]);
  });
});
