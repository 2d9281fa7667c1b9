// Browser tests use Debian's Chromium (nothing may download a browser here). Install it with apt when
// it is missing and we are root; otherwise say exactly what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Chromium from apt ...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
