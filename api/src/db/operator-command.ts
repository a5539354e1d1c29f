import type { Db } from './connection';
import { openDb } from './connection';
import { migrate } from './migrate';
import { loadEnv } from '../env';

/**
 * Runs an operator command (`pnpm coupon:add …`, `pnpm team:plan …`) against the configured
 * database: migrated first, closed after; the command's line goes to stderr, a failure exits 1
 * with its message and no stack.
 */
export function runOperatorCommand(command: (db: Db, args: string[]) => Promise<string>) {
  async function main() {
    const env = loadEnv();
    const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.VIGIL_DATA_DIR });
    try {
      await migrate(db);
      console.warn(await command(db, process.argv.slice(2)));
    } finally {
      await db.close();
    }
  }
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
