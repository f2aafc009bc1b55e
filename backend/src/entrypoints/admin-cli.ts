import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { adminAccountInputSchema, adminRoleSchema } from '@fr/contracts';
import type { Config } from '../platform/config';
import { DatabaseHeldError } from '../platform/data-dir';
import { startSystem, type RunningSystem, type SystemOptions } from '../system/system';
import { adminCipher, closeSetupLinks, confirmTotp, createAdmin, findAdmin, startTotpEnrolment } from '../features/admin';

/** What the scripts talk through: a terminal in real use, a scripted one in tests. */
export interface CliIo {
  print(line: string): void;
  /** Asks for a line; `hidden` keeps a password off the screen. Null when there is no terminal to ask. */
  ask(question: string, hidden: boolean): Promise<string | null>;
}

const USAGE = [
  'Usage: npm run admin:create -- --username NAME --email EMAIL --role admin|finance|auditor',
  '         (the password from ADMIN_PASSWORD, or asked for on the terminal)',
  '       npm run admin:totp -- --username NAME   (enrols a TOTP second factor: shows the secret, asks for a code)',
].join('\n');

/**
 * `npm run admin:create` and `npm run admin:totp`: the same database and event store `npm start` uses (embedded PGlite
 * in DATA_DIR, or DATABASE_URL), opened without serving or running jobs. The embedded database admits one process: while a
 * server holds it they refuse and say how to stop it; on success they say which database and data folder they wrote
 * to, so an account made in another DATA_DIR than the server's is seen at once (issue 23).
 * Exit status 0 on success, 1 when refused (a taken name, a wrong code, a held database), 2 for a wrong command line.
 */
export async function runAdminCli(
  command: 'create' | 'totp',
  args: string[],
  env: Record<string, string | undefined>,
  io: CliIo,
  system: SystemOptions = {},
): Promise<number> {
  const { values } = parseArgs({ args, options: { username: { type: 'string' }, email: { type: 'string' }, role: { type: 'string' } } });
  if (!values.username || (command === 'create' && (!values.email || !adminRoleSchema.safeParse(values.role).success))) {
    io.print(USAGE);
    return 2;
  }
  const password = command === 'create' ? (env.ADMIN_PASSWORD ?? (await io.ask('Password: ', true))) : '';
  if (password === null) {
    io.print('No terminal to ask for the password on: set ADMIN_PASSWORD.');
    return 2;
  }
  let opened: RunningSystem;
  try {
    opened = await startSystem({ env, ...system, roles: { api: false, projections: false, workers: false } });
  } catch (error) {
    if (!(error instanceof DatabaseHeldError)) throw error;
    io.print(`Refused: ${error.message}`);
    return 1;
  }
  try {
    const { services } = opened;
    if (command === 'create') {
      const input = adminAccountInputSchema.safeParse({ username: values.username, email: values.email, password });
      if (!input.success) {
        io.print(`Refused: ${input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
        return 1;
      }
      const admin = await createAdmin(services, { ...input.data, role: adminRoleSchema.parse(values.role), via: 'cli' });
      await closeSetupLinks(services);
      io.print(`Admin ${admin.username} (${admin.role}) created with id ${admin.adminId}.`);
      for (const line of whereItWrote(opened.config)) io.print(line);
      return 0;
    }
    const admin = await findAdmin(services.store, values.username);
    if (!admin) {
      io.print(`No admin named ${values.username}.`);
      return 1;
    }
    const cipher = await adminCipher(opened.config);
    const { secret, uri } = await startTotpEnrolment(services, cipher, admin.adminId);
    io.print(`Secret (shown once): ${secret}`);
    io.print(`URI for an authenticator app: ${uri}`);
    const code = await io.ask('Code from the app: ', false);
    await confirmTotp(services, cipher, admin.adminId, (code ?? '').trim());
    io.print(`Second factor enrolled for ${admin.username}.`);
    for (const line of whereItWrote(opened.config)) io.print(line);
    return 0;
  } catch (error) {
    io.print(`Refused: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await opened.stop();
  }
}

/** The database, event store and data folder a command wrote to: a server with other settings never sees the account. */
function whereItWrote(config: Config): string[] {
  const database =
    config.database.kind === 'postgres'
      ? `database ${withoutPassword(config.database.url)}`
      : `embedded database in ${resolve(config.database.dir)}`;
  return [
    `Written to the ${database}${config.eventStore.kind === 'eventstoredb' ? ` and EventStoreDB at ${withoutPassword(config.eventStore.url)}` : ''}.`,
    `Data folder: ${resolve(config.dataDir)}. A server started with other DATABASE_URL or DATA_DIR settings does not see this admin.`,
  ];
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '';
    return parsed.toString();
  } catch {
    return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1@');
  }
}
