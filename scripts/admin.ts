// `npm run admin -- grant EMAIL [--role admin|moderator]` and `npm run admin -- revoke EMAIL`:
// how the first admin is made (issue 23; after that, admins grant roles in the dashboard).
// It changes the role in the database `npm start` uses (DATABASE_URL, or the embedded server
// under DATA_DIR, started for the moment if it is not running) through the same function as
// the dashboard's setUserRole, so the member's web client hears of it and, on a revoke, every
// token they hold dies at once. docs/roles.md.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfigOrExit, UserRole, type Role } from '../subgraphs/kit/src/index.js';
import { runningPid, startEmbeddedPostgres, type EmbeddedServer } from '../subgraphs/kit/src/embedded-postgres.js';
import { changeRole } from '../subgraphs/accounts/src/users/roles.js';
import { configSpec } from './start-config.js';

const USAGE = `Usage:
  npm run admin -- grant EMAIL [--role admin|moderator]   (admin when --role is absent)
  npm run admin -- revoke EMAIL                           (back to member)`;

class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

function readCommand(argv: string[]): { email: string; role: Role } {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { role: { type: 'string' } } });
  } catch (error) {
    throw new CommandError(`${(error as Error).message}\n${USAGE}`, 2);
  }
  const [verb, email, ...extra] = parsed.positionals;
  if ((verb !== 'grant' && verb !== 'revoke') || !email || extra.length > 0) throw new CommandError(USAGE, 2);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new CommandError(`Not an email address: ${email}`, 2);
  if (verb === 'revoke') {
    if (parsed.values.role !== undefined) throw new CommandError(`revoke takes no --role\n${USAGE}`, 2);
    return { email, role: UserRole.MEMBER };
  }
  const role = parsed.values.role ?? UserRole.ADMIN;
  if (role !== UserRole.ADMIN && role !== UserRole.MODERATOR) throw new CommandError(`--role is admin or moderator, not ${role}`, 2);
  return { email, role };
}

/** The database `npm start` uses, and the embedded server this command had to start, if any. */
async function openDatabase(): Promise<{ url: string; server?: EmbeddedServer }> {
  const config = loadConfigOrExit(configSpec);
  if (config.databaseUrl) return { url: config.databaseUrl };
  const dir = join(config.dataDir, 'postgres');
  if (!existsSync(join(dir, 'PG_VERSION'))) throw new CommandError(`No Pulse database under ${dir} yet: run \`npm start\` once, sign up, then grant.`);
  const url = `postgres://postgres:postgres@127.0.0.1:${config.embeddedPgPort}/pulse`;
  // `npm start` running: its server answers on the configured port. Otherwise start it for now.
  if (runningPid(join(dir, 'postmaster.pid')) !== undefined) return { url };
  const server = await startEmbeddedPostgres({ dir, port: config.embeddedPgPort, database: 'pulse' });
  return { url, server };
}

async function main(argv: string[]): Promise<string> {
  const { email, role } = readCommand(argv);
  const { url, server } = await openDatabase();
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query(`SELECT to_regclass('accounts.users') AS users`);
    if (!rows[0]?.users) throw new CommandError('This database has no Pulse accounts yet: run `npm start` once first.');
    // The `?` placeholders of the SQL the dashboard's mutation also runs (MikroORM's style).
    const execute = async (sql: string, params: unknown[]) => {
      let n = 0;
      return (
        await client.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows;
    };
    await client.query('BEGIN');
    const change = await changeRole(execute, 'accounts', { email }, role);
    await client.query('COMMIT');
    if (!change) throw new CommandError(`No member signed up with ${email}.`);
    if (change.from === change.to) return `${change.email} is already ${change.to}.`;
    return `${change.email} is now ${change.to} (was ${change.from}).${change.to === 'member' ? ' Every session they had has ended.' : ''}`;
  } finally {
    // Ends an uncommitted transaction with the connection: nothing half-done stays.
    await client.end().catch(() => {});
    await server?.stop();
  }
}

main(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: unknown) => {
    console.error(error instanceof CommandError ? error.message : error);
    // exitCode alone is lost: something loaded on the way (pg's pool, the logger) ends with 0.
    process.exit(error instanceof CommandError ? error.exitCode : 1);
  },
);
