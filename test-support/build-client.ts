import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** Browser tests need the production client build that Koa serves; build it once when missing. */
export default function setup() {
  if (process.env.SKIP_CLIENT_BUILD === '1' && existsSync('frontend/dist/index.html')) return;
  execFileSync('npm', ['run', 'build', '-w', 'frontend'], { stdio: 'inherit' });
}
