import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, readdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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
