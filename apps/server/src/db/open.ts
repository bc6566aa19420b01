import path from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import { connectDatabase, type Database } from './client';
import { startEmbeddedPostgres } from './embedded';

export type OpenDatabase = Database & {
  /** Closes the pool and, when embedded, stops PostgreSQL. */
  close: () => Promise<void>;
};

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR when it is unset. */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  logger: Logger,
): Promise<OpenDatabase> {
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(path.join(config.DATA_DIR, 'postgres'), logger);
  const url = config.DATABASE_URL ?? embedded?.url;
  if (!url) throw new Error('No database URL');
  const database = connectDatabase(url);
  return {
    ...database,
    close: async () => {
      await database.pool.end();
      await embedded?.stop();
    },
  };
}
