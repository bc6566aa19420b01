import path from 'node:path';
import { loadConfig } from '../config';
import { createLogger } from '../lib/logger';
import { deleteSiteKeys } from '../lib/redis';
import { backupDatabase, restoreDatabase } from './backup';
import { runMigrations, withStartupLock } from './migrate';
import { openDatabase } from './open';

const USAGE = `Utilização:
  npm run db:backup -- <ficheiro.jsonl.gz>    copia toda a base de dados para o ficheiro
  npm run db:restore -- <ficheiro.jsonl.gz>   substitui todos os dados pelos da cópia

A base de dados é a de DATABASE_URL ou, sem ela, a embutida em DATA_DIR (pare o servidor
antes: a base embutida só aceita um processo).`;

async function main(command: string | undefined, file: string | undefined): Promise<number> {
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const logger = createLogger({ ...config, LOG_LEVEL: 'warn' });
  const database = await openDatabase(config, logger);
  try {
    await withStartupLock(database, () => runMigrations(database));
    const target = path.resolve(file);
    const counts =
      command === 'backup'
        ? await backupDatabase(database.db, target)
        : await restoreDatabase(database.db, target);
    // A restore ends every session: none was restored, and Redis's copies go too.
    if (command === 'restore' && config.REDIS_URL)
      await deleteSiteKeys(config.REDIS_URL, config.REDIS_KEY_PREFIX);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(
      `${command === 'backup' ? 'Cópia escrita em' : 'Dados repostos de'} ${target}: ${rows} linhas em ${Object.keys(counts).length} tabelas.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv[2], process.argv[3]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
