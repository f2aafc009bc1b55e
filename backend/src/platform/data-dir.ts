import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, readdir, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * The embedded mode keeps its data (database files, secrets, the mail outbox) in one folder that only the owner may
 * read: the folder tree is made 0700 / 0600 now, and the process umask keeps files written later private too.
 */
export async function makePrivate(dir: string): Promise<void> {
  process.umask(0o077);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await restrict(dir);
}

async function restrict(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await restrict(path);
    else if (entry.isFile()) await chmod(path, 0o600);
  }
}

/**
 * A random secret kept in the data folder, created on first use (the embedded mode has no secret store). It is
 * written to a private temporary file and then linked into place, so a concurrent starter either wins the link or
 * reads a complete secret, never a half-written one.
 */
export async function loadOrCreateSecret(dataDir: string, name: string, bytes = 32): Promise<string> {
  const file = join(dataDir, name);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(bytes).toString('base64');
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  } finally {
    await unlink(temporary);
  }
}

/** Who holds an embedded database: the process id and, where /proc tells it, when that process started. */
interface Holder {
  pid: number;
  started: string | null;
}

/** Thrown when another live process holds the embedded database; says which and how to stop it. */
export class DatabaseHeldError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `A server (process ${pid}) holds the embedded database in ${resolve(dir)}: PGlite admits one process at a time. ` +
        `Stop it (Ctrl+C in its terminal, or kill ${pid}), run this again, then start the server.`,
    );
  }
}

/** The databases this process holds: a second open from the same process would be a second PGlite on the same files. */
const heldHere = new Set<string>();

/** Linux's start time of a process (field 22 of /proc/PID/stat), which tells a reused process id apart; null elsewhere. */
async function startTimeOf(pid: number): Promise<string | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  // The command name (field 2) is in parentheses and may hold spaces: count the fields after its closing one.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

async function isAlive(holder: Holder): Promise<boolean> {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.pid === process.pid) return true;
  const started = holder.started === null ? null : await startTimeOf(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

/**
 * Takes the embedded database at `dir` for this process, or throws DatabaseHeldError while a live process holds it.
 * The lock is a file beside the database (`<dir>.lock`, the parent folder must exist) created exclusively; one left by a process that died (or by
 * an earlier process with this id, as a container's restarted first process) is taken over. Returns the release.
 */
export async function holdDatabase(dir: string): Promise<() => Promise<void>> {
  const key = resolve(dir);
  const lock = `${key}.lock`;
  const mine: Holder = { pid: process.pid, started: await startTimeOf(process.pid) };
  for (;;) {
    // Written whole to a private file, then linked into place: whoever reads the lock reads a complete one.
    const temporary = `${lock}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, JSON.stringify(mine), { mode: 0o600, flag: 'wx' });
    try {
      await link(temporary, lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await unlink(temporary);
    }
    const holder = await readHolder(lock);
    const ours = holder?.pid === process.pid && !heldHere.has(key);
    if (holder && !ours && (await isAlive(holder))) throw new DatabaseHeldError(dir, holder.pid);
    // Stale: its process is gone (or unreadable, as no complete lock ever is). Then the exclusive create again.
    await unlink(lock).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  heldHere.add(key);
  return async () => {
    heldHere.delete(key);
    const holder = await readHolder(lock);
    if (holder?.pid === mine.pid && holder.started === mine.started) await unlink(lock).catch(() => undefined);
  };
}

async function readHolder(lock: string): Promise<Holder | null> {
  try {
    const parsed = JSON.parse(await readFile(lock, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, started: typeof parsed.started === 'string' ? parsed.started : null } : null;
  } catch {
    return null;
  }
}
