#!/usr/bin/env node
/**
 * Makes the compiled (node-gyp) add-ons in node_modules load under the Node that runs this
 * script — the project's Node 24 from the `node` dev dependency, since npm puts
 * node_modules/.bin first on PATH for every script. Runs as the root `postinstall` and at the
 * start of `npm test`, so an add-on an older system Node compiled for its own ABI is rebuilt for
 * Node 24.
 *
 * N-API add-ons (@resvg/resvg-js, rollup, lightningcss, tailwind's oxide) are ABI-stable and load
 * under any Node; only packages with a binding.gyp are checked. A rebuild compiles against the
 * headers shipped inside the `node` package (no download: the machine has no internet).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modules = path.join(root, 'node_modules');

/**
 * Packages whose install scripts the project lets npm run (package.json `allowScripts`). npm 11
 * skips every other package's build, so an add-on outside this list is never built by any Node
 * and is not ours to rebuild — e.g. `re2`, an optional speed-up that firebase-tools' emulators do
 * without (they fall back to RegExp); compiling it took ~20 minutes of every fresh install.
 */
const allowedBuilds = new Set(
  Object.entries(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).allowScripts ?? {})
    .filter(([, allowed]) => allowed === true)
    .map(([name]) => name),
);

/** Top-level and scoped packages that compile a native add-on with node-gyp and may build. */
function gypPackages() {
  if (!fs.existsSync(modules)) return [];
  const names = [];
  for (const entry of fs.readdirSync(modules)) {
    if (entry.startsWith('.')) continue;
    const scoped = entry.startsWith('@') ? fs.readdirSync(path.join(modules, entry)).map((name) => `${entry}/${name}`) : [entry];
    for (const name of scoped) {
      if (allowedBuilds.has(name) && fs.existsSync(path.join(modules, name, 'binding.gyp'))) names.push(name);
    }
  }
  return names;
}

function loads(name) {
  const result = spawnSync(process.execPath, ['-e', `require(${JSON.stringify(name)})`], { cwd: root, encoding: 'utf8' });
  return { ok: result.status === 0, error: (result.stderr || '').split('\n').find((line) => line.includes('Error')) ?? '' };
}

/**
 * The Node headers to compile against: those shipped with the running Node's `node-<os>-<cpu>`
 * package. npm prunes that package from node_modules/node after the next install (the `node`
 * package fetches it in its own postinstall, outside the lockfile), so when it is gone its
 * tarball is fetched from the registry into .tmp/node-headers (the include/ folder only).
 */
function headersDir() {
  const cached = path.join(root, '.tmp', 'node-headers', process.version);
  const candidates = [path.join(cached, 'package')];
  for (const base of [path.join(modules, 'node', 'node_modules'), modules, path.join(root, '.tmp', 'project-node', 'node_modules', 'node', 'node_modules')]) {
    if (!fs.existsSync(base)) continue;
    for (const entry of fs.readdirSync(base)) {
      if (entry.startsWith(`node-${process.platform}-`)) candidates.push(path.join(base, entry));
    }
  }
  const found = candidates.find((dir) => {
    try {
      const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      return `v${version}` === process.version && fs.existsSync(path.join(dir, 'include', 'node', 'node.h'));
    } catch {
      return false;
    }
  });
  if (found) return found;
  const spec = `node-${process.platform}-${process.arch}@${process.versions.node}`;
  console.log(`native add-ons: fetching the headers of Node ${process.version} (${spec})`);
  fs.mkdirSync(cached, { recursive: true });
  const pack = spawnSync('npm', ['pack', spec, '--pack-destination', cached, '--silent'], { cwd: root, encoding: 'utf8' });
  const tarball = pack.stdout.trim().split('\n').at(-1);
  if (pack.status !== 0 || !tarball) return undefined;
  const untar = spawnSync('tar', ['-xzf', path.join(cached, tarball), '-C', cached, 'package/package.json', 'package/include'], { stdio: 'inherit' });
  fs.rmSync(path.join(cached, tarball), { force: true });
  return untar.status === 0 ? path.join(cached, 'package') : undefined;
}

let failed = false;
for (const name of gypPackages()) {
  if (loads(name).ok) continue;
  const nodedir = headersDir();
  console.log(`native add-ons: ${name} was built for another Node; rebuilding it for ${process.version}${nodedir ? '' : ' (no bundled headers found)'}`);
  const env = { ...process.env, ...(nodedir && { npm_config_nodedir: nodedir }) };
  const rebuild = spawnSync('npm', ['rebuild', name, '--foreground-scripts'], { cwd: root, env, stdio: 'inherit' });
  const after = loads(name);
  if (rebuild.status !== 0 || !after.ok) {
    failed = true;
    console.error(`native add-ons: ${name} still does not load under ${process.version}: ${after.error}`);
  }
}
process.exit(failed ? 1 : 0);
