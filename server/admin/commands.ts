import type { Database } from '../db/database.ts';
import { DatabaseInUseError, NoDatabaseError } from '../db/errors.ts';
import { CATALOG_ROLES, grantRole, isCatalogRole, listRoles, revokeRole, UnknownUserError, type CatalogRole } from './roles.ts';

/** The commands of `npm run admin` (server/admin/main.ts), what each answers, and what a failure says. */

export const USAGE = `Usage:
  npm run admin -- grant editor|admin EMAIL   give a user a catalog role
  npm run admin -- revoke EMAIL               take it away
  npm run admin -- list                       every user with a role`;

const NEXT_TOKEN = 'It reaches their access token at their next sign-in or token refresh.';

export type Command = { name: 'grant'; role: CatalogRole; email: string } | { name: 'revoke'; email: string } | { name: 'list' };

/** Wrong arguments: the problem, then the usage (exit code 2). */
export class UsageError extends Error {
  constructor(problem: string) {
    super(`${problem}\n\n${USAGE}`);
    this.name = 'UsageError';
  }
}

export function parseCommand([name, ...rest]: string[]): Command {
  if (name === 'grant' && rest.length === 2) {
    const [role = '', email = ''] = rest;
    if (!isCatalogRole(role)) throw new UsageError(`Unknown role "${role}": use ${CATALOG_ROLES.join(' or ')}.`);
    return { name, role, email };
  }
  if (name === 'revoke' && rest.length === 1) return { name, email: rest[0] ?? '' };
  if (name === 'list' && rest.length === 0) return { name };
  if (name === undefined) throw new UsageError('Which command?');
  throw new UsageError(['grant', 'revoke', 'list'].includes(name) ? `Wrong arguments for ${name}.` : `Unknown command "${name}".`);
}

/** Runs a command; answers what to print. */
export async function runCommand(db: Database, command: Command): Promise<string> {
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

/** An operator's sentence for a failure (exit code 1): no stack trace. */
export function failureReason(error: unknown): string {
  if (error instanceof UnknownUserError || error instanceof NoDatabaseError) return error.message;
  if (error instanceof DatabaseInUseError) {
    return `${error.message} Stop the server first, or, while it runs, set app_metadata.role through the auth admin API (docs/catalog.md).`;
  }
  if ((error as { code?: unknown }).code === '42P01') return 'This database has no users table yet: start the server once to create its schema.';
  return `Failed: ${error instanceof Error ? error.message : String(error)}`;
}
