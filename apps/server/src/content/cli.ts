import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { createLogger } from '../lib/logger';
import { runMigrations, withStartupLock } from '../db/migrate';
import { checkContent } from './check';
import { CONTENT_DIR, formatProblem, readContent } from './load';
import { loadCheckedContent, syncContent } from './sync';

const USAGE = `Utilização: npm run content -- <comando>

  check   valida todo o conteúdo de content/ e lista cada problema
  sync    atualiza a base de dados (DATABASE_URL ou a embutida em DATA_DIR) com content/,
          sem duplicar nada`;

async function check(): Promise<number> {
  const { bundle, problems } = readContent();
  problems.push(...checkContent(bundle));
  if (problems.length > 0) {
    console.error(`O conteúdo tem ${problems.length} problema(s):`);
    for (const p of problems) console.error(formatProblem(p));
    return 1;
  }
  const questions = bundle.questionFiles.reduce((n, f) => n + f.questions.length, 0);
  console.log(
    `Conteúdo válido (${CONTENT_DIR}): ${bundle.subjects.length} disciplinas, ` +
      `${bundle.exams.length} exames, ${questions} perguntas em ${bundle.questionFiles.length} unidades.`,
  );
  return 0;
}

async function sync(): Promise<number> {
  const config = loadConfig();
  const logger = createLogger({ ...config, LOG_LEVEL: 'warn' });
  const bundle = loadCheckedContent();
  const database = await openDatabase(config, logger);
  try {
    // Migrate only: seeding an empty database here would hide what this sync adds.
    await withStartupLock(database, () => runMigrations(database));
    const report = await syncContent(database.db, bundle);
    for (const [what, t] of Object.entries(report)) {
      console.log(
        `${what}: ${t.inserted} novos, ${t.updated} alterados, ${t.unchanged} sem alterações`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

const command = process.argv[2];
const commands: Record<string, () => Promise<number>> = { check, sync };
const run = command ? commands[command] : undefined;
if (!run) {
  console.error(USAGE);
  process.exit(2);
}
try {
  process.exit(await run());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
