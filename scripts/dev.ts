import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm run dev`: the API (embedded mode, port 3000, restarted on change by tsx watch) and the Vite dev server
 * (port 5173, proxying /api to the API) side by side; Ctrl+C stops both.
 */
const children: ChildProcess[] = [
  spawn('node', ['--import', 'tsx', '--watch', 'backend/src/entrypoints/embedded.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      STATIC_DIR: process.env.STATIC_DIR ?? 'frontend/no-build-in-dev',
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', 'frontend'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
