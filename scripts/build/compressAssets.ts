/**
 * Build step: writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every text asset in the
 * build output, so the server sends compressed bytes without compressing on each request
 * (@fastify/static `preCompressed`, server/static.ts). Runs after every other plugin's
 * closeBundle (vite-plugin-pwa writes sw.js there), so the service worker is compressed too.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text formats worth compressing; images (PNG, WebP) and fonts (woff2) are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.map'];

/** Below this a compressed copy saves less than the response headers cost. */
const MIN_BYTES = 256;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

export interface CompressionResult {
  file: string;
  bytes: number;
  brotli: number;
  gzip: number;
}

/** Compresses every text file under `dir` in place (file.br, file.gz); returns what it wrote. */
export function compressDirectory(dir: string): CompressionResult[] {
  const results: CompressionResult[] = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE_EXTENSIONS.includes(path.extname(file))) continue;
    const source = readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    const gzip = gzipSync(source, { level: 9 });
    // A copy that is not smaller would only cost disk; the server then sends the original.
    if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
    results.push({ file: path.relative(dir, file), bytes: statSync(file).size, brotli: brotli.length, gzip: gzip.length });
  }
  return results;
}

export function compressAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'inkclarity-compress-assets',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const results = compressDirectory(outDir);
        const total = results.reduce((sum, r) => ({ bytes: sum.bytes + r.bytes, brotli: sum.brotli + r.brotli }), { bytes: 0, brotli: 0 });
        config.logger.info(`compressed ${results.length} text assets: ${(total.bytes / 1024).toFixed(0)} KB → ${(total.brotli / 1024).toFixed(0)} KB brotli`);
      },
    },
  };
}
