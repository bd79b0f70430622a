import '../runtime/refuseUnsupportedNode.ts'; // first: before any module that needs a newer Node
import { loadDatabaseConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { DatabaseInUseError, NoDatabaseError } from '../db/errors.ts';
import { openDatabase } from '../db/open.ts';
import { CATALOG_ROLES, grantRole, isCatalogRole, listRoles, revokeRole, UnknownUserError, type CatalogRole } from './roles.ts';

/**
 * `npm run admin -- grant editor|admin EMAIL | revoke EMAIL | list`: catalog roles, on the database the server
 * uses (DATA_DIR or DATABASE_URL, read by server/config.ts). Exit codes: 0 done, 1 refused (unknown user,
 * database missing or in use by the server), 2 wrong usage (decision 2510).
 */

const USAGE = `Usage:
  npm run admin -- grant editor|admin EMAIL   give a user a catalog role
  npm run admin -- revoke EMAIL               take it away
  npm run admin -- list                       every user with a role`;

const NEXT_TOKEN = 'It reaches their access token at their next sign-in or token refresh.';

type Command = { name: 'grant'; role: CatalogRole; email: string } | { name: 'revoke'; email: string } | { name: 'list' };

function usage(problem: string): never {
  console.error(`${problem}\n\n${USAGE}`);
  process.exit(2);
}

function parse([name, ...rest]: string[]): Command {
  if (name === 'grant' && rest.length === 2) {
    const [role = '', email = ''] = rest;
    if (!isCatalogRole(role)) usage(`Unknown role "${role}": use ${CATALOG_ROLES.join(' or ')}.`);
    return { name, role, email };
  }
  if (name === 'revoke' && rest.length === 1) return { name, email: rest[0] ?? '' };
  if (name === 'list' && rest.length === 0) return { name };
  if (name === undefined) usage('Which command?');
  return usage(['grant', 'revoke', 'list'].includes(name) ? `Wrong arguments for ${name}.` : `Unknown command "${name}".`);
}

/** An operator's sentence for what went wrong: no stack trace. */
function reason(error: unknown): string {
  if (error instanceof UnknownUserError || error instanceof NoDatabaseError) return error.message;
  if (error instanceof DatabaseInUseError) {
    return `${error.message} Stop the server first, or, while it runs, set app_metadata.role through the auth admin API (docs/catalog.md).`;
  }
  if ((error as { code?: unknown }).code === '42P01') return 'This database has no users table yet: start the server once to create its schema.';
  return `Failed: ${error instanceof Error ? error.message : String(error)}`;
}

async function run(command: Command, db: Database): Promise<string> {
  if (command.name === 'list') {
    const holders = await listRoles(db);
    return holders.length === 0 ? 'No user has a role.' : holders.map((h) => `${h.role.padEnd(7)} ${h.email}`).join('\n');
  }
  if (command.name === 'grant') {
    const { email, role } = command;
    const previous = await db.transaction((q) => grantRole(q, email, role));
    if (previous === role) return `${email} is already ${role}.`;
    return `${email} is now ${role}${previous ? ` (was ${previous})` : ''}. ${NEXT_TOKEN}`;
  }
  const previous = await db.transaction((q) => revokeRole(q, command.email));
  return previous === null ? `${command.email} has no role.` : `${command.email} is no longer ${previous}. ${NEXT_TOKEN}`;
}

const command = parse(process.argv.slice(2));
let db: Database | undefined;
try {
  db = await openDatabase(loadDatabaseConfig(), { existing: true });
  console.log(await run(command, db));
} catch (error) {
  console.error(reason(error));
  process.exitCode = 1;
} finally {
  await db?.close();
}
