import { spawn, type ChildProcess } from 'node:child_process';
import { Socket, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const backendDir = fileURLToPath(new URL('../../', import.meta.url));

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** One process of the system (api, projections or workers), restartable after a SIGKILL. */
export class SystemProcess {
  private child: ChildProcess | null = null;
  /** The end of what the process wrote to stderr, for a campaign that fails to start. */
  stderr = '';
  constructor(
    readonly role: 'api' | 'projections' | 'workers',
    private readonly env: Record<string, string>,
  ) {}

  start(): void {
    this.child = spawn(process.execPath, ['--import', 'tsx', `src/entrypoints/${this.role}.ts`], {
      cwd: backendDir,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.child.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-2000);
    });
  }

  /** Kills without warning, as a crash or an OOM kill would. */
  kill = () => ended(this.child, 'SIGKILL');

  stop = () => ended(this.child, 'SIGTERM');
}

/** Sends the signal and resolves once the process has exited (at once when it is not running). */
async function ended(child: ChildProcess | null, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** A Redis server of the campaign's own, so restarting it touches nothing else. */
export class RedisProcess {
  private child: ChildProcess | null = null;
  constructor(readonly port: number) {}

  async start(): Promise<void> {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      if (await canConnect(this.port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('redis-server did not start');
  }

  kill = () => ended(this.child, 'SIGKILL');
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });
}
