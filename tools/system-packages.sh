#!/usr/bin/env bash
# The machine's own programs the tests drive, from Debian's packages (Playwright's browser download
# is not reachable here): Chromium and its headless shell (the browser tests, tools/chromium.ts),
# Firefox ESR and WebKitGTK's driver with a virtual display (the journeys in other engines,
# tests/e2e/journeys.ts), nginx (the static host's tests, tests/support/nginx-site.ts) and
# libfaketime (the suite two years ahead, npm run test:years-ahead).
# npm test runs this first (pretest), and .ci/run through it. What is missing is installed where
# this may (as root, or with sudo that asks no password); elsewhere it says the one command to run.
set -euo pipefail

missing=()
# CHROME_PATH names a Chromium of the machine's own choosing: then neither Debian package is needed.
if [ -z "${CHROME_PATH:-}" ]; then
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
fi
if [ -z "${FIREFOX_PATH:-}" ]; then [ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr); fi
[ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
[ -x /usr/bin/xvfb-run ] || missing+=(xvfb)
[ -x /usr/sbin/nginx ] || [ -x /usr/bin/nginx ] || missing+=(nginx)
[ -x /usr/bin/faketime ] || missing+=(faketime)

[ "${#missing[@]}" -eq 0 ] && exit 0

install="apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo > /dev/null && sudo -n true 2> /dev/null; then
  as_root=(sudo)
else
  echo "De tests hebben programma's van Debian nodig die ontbreken: ${missing[*]}." >&2
  echo "Installeer ze met: sudo sh -c '$install'" >&2
  exit 1
fi
echo "Installeren uit Debian's pakketten: ${missing[*]}"
"${as_root[@]}" sh -c "$install"
