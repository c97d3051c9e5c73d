// The browsers of the browser tests, in one place for `npm test` (scripts/test.mjs, which installs
// a missing one) and the runner's config (web-test-runner.config.mjs): Chromium, and Firefox for
// the `firefox` group; Debian's packages, or the path in the environment variable.
import { existsSync } from 'node:fs';

export const BROWSERS = {
  Chromium: {
    variable: 'CHROME_PATH',
    paths: ['/usr/bin/chromium', '/usr/bin/chromium-browser'],
    pkg: 'chromium',
  },
  Firefox: {
    variable: 'FIREFOX_PATH',
    paths: ['/usr/bin/firefox-esr', '/usr/bin/firefox'],
    pkg: 'firefox-esr',
  },
};

/** Where browser `name` (a key of `BROWSERS`) is, or undefined. */
export function browserPath(name) {
  const { variable, paths } = BROWSERS[name];
  return process.env[variable] ?? paths.find((path) => existsSync(path));
}
