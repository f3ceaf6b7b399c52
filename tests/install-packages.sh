#!/usr/bin/env bash
# Installs, with apt-get, the Debian packages the browser tests, the benchmark and the audit need when they are not on
# the machine: Chromium (or set CHROMIUM_PATH to another) and the Liberation fonts the visual baselines and the
# banner's size were drawn with, before Inter arrives (Chromium's package recommends them, but an apt set not to
# install recommendations, as in many container images, leaves them out). With --html-checker, what the test suite
# needs besides: a Java runtime for the W3C HTML checker, and the `sqlite3` shell the submissions tests share the
# database with.
set -euo pipefail

MISSING=()
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] || MISSING+=(chromium)
if command -v dpkg >/dev/null && ! dpkg -s fonts-liberation >/dev/null 2>&1; then MISSING+=(fonts-liberation); fi
if [ "${1:-}" = "--html-checker" ]; then
  command -v java >/dev/null || MISSING+=(default-jre-headless)
  command -v sqlite3 >/dev/null || MISSING+=(sqlite3)
fi
if [ ${#MISSING[@]} -gt 0 ]; then
  echo "Installing Debian packages needed here: ${MISSING[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${MISSING[@]}" >/dev/null
fi
