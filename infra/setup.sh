#!/usr/bin/env bash
# Installs the Debian packages the tests use but npm cannot bring: nats-server (the NATS bus tests
# start their own) and Chromium (the browser scenarios; Playwright's own browser download is not
# possible on our machines). Does nothing when both are already there.
set -euo pipefail

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if [ ! -x /usr/sbin/nats-server ] || [ ! -x /usr/bin/chromium ]; then
  export DEBIAN_FRONTEND=noninteractive
  as_root apt-get update
  as_root apt-get install -y nats-server chromium fonts-liberation
fi

node -e 'const [major, minor] = process.versions.node.split(".").map(Number); if (major < 20 || (major === 20 && minor < 19)) { console.error(`Node.js 20.19 or later is required (found ${process.version}).`); process.exit(1); }'
