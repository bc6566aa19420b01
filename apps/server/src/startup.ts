import type { Database } from './db/client';
import { runMigrations, withStartupLock } from './db/migrate';
import type { Logger } from './lib/logger';
import { isContentLoaded, loadCheckedContent, syncContent } from './content/sync';

/** Applies pending migrations and loads `content/` into an empty database. */
export async function prepareDatabase(database: Database, logger: Logger): Promise<void> {
  await withStartupLock(database, async () => {
    await runMigrations(database);
    if (!(await isContentLoaded(database.db))) {
      const report = await syncContent(database.db, loadCheckedContent());
      logger.info({ report }, 'Conteúdo carregado (base de dados vazia ou sem as notas do tutor)');
    }
  });
}
