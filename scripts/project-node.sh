#!/usr/bin/env bash
# Sourced by .ci/run before `npm install`: puts the project's Node (major in .nvmrc, exact version
# from the `node` dev dependency in package-lock.json) first on PATH when the system Node is
# another major, so `npm install` itself — its engine checks and its native builds — already run
# on it. The binary comes from the registry's `node` package into .tmp/project-node (kept between
# runs); npm scripts later use node_modules/.bin/node, the same version.
want_major="$(tr -dc '0-9' < .nvmrc)"
have_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$have_major" != "$want_major" ]; then
  version="$(node -p "require('./package-lock.json').packages['node_modules/node'].version" 2>/dev/null || echo "$want_major")"
  tools=".tmp/project-node"
  if [ "$("$tools/node_modules/.bin/node" -v 2>/dev/null)" != "v$version" ]; then
    echo "System Node is $(node -v 2>/dev/null || echo missing); fetching Node $version (npm package \`node\`) into $tools"
    mkdir -p "$tools"
    npm install --prefix "$tools" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node@$version" >/dev/null
  fi
  PATH="$PWD/$tools/node_modules/.bin:$PATH"
  # node-gyp builds (any allowed add-on) compile against this Node's own headers, shipped inside the package.
  for headers in "$PWD/$tools"/node_modules/node/node_modules/node-*-*/ "$PWD/$tools"/node_modules/node-*-*/; do
    if [ -f "$headers/include/node/node.h" ]; then export npm_config_nodedir="${headers%/}"; break; fi
  done
  export PATH
fi
echo "Node for install and scripts: $(node -v)"
