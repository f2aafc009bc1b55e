import { parseArgs } from 'node:util';
import { adminAccountInputSchema, adminRoleSchema } from '@fr/contracts';
import { startSystem, type SystemOptions } from '../system/system';
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
 * in DATA_DIR, or DATABASE_URL), opened without serving or running jobs, so they work while the server is stopped.
 * Exit status 0 on success, 1 when refused (a taken name, a wrong code), 2 for a wrong command line.
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
  const opened = await startSystem({ env, ...system, roles: { api: false, projections: false, workers: false } });
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
    return 0;
  } catch (error) {
    io.print(`Refused: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await opened.stop();
  }
}
