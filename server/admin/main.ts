import '../nodeVersion.ts'; // first: before any module that needs a newer Node
import { loadDatabaseConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/open.ts';
import { failureReason, parseCommand, runCommand, UsageError, type Command } from './commands.ts';

/**
 * `npm run admin -- grant editor|admin EMAIL | revoke EMAIL | list`: catalog roles, on the database the server
 * uses (DATA_DIR or DATABASE_URL, read by server/config.ts). Exit codes: 0 done, 1 refused (unknown user,
 * database missing or in use by the server), 2 wrong usage (decision 2510).
 */

let command: Command;
try {
  command = parseCommand(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message);
  process.exit(2);
}

let db: Database | undefined;
try {
  db = await openDatabase(loadDatabaseConfig(), { existing: true });
  console.log(await runCommand(db, command));
} catch (error) {
  console.error(failureReason(error));
  process.exitCode = 1;
} finally {
  await db?.close();
}
