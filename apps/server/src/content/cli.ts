import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { runMigrations, withStartupLock } from '../db/migrate';
import { openDatabase } from '../db/open';
import { createLogger } from '../lib/logger';
import { checkContent } from './check';
import { checkExamLinks, markChecked } from './check-links';
import { guideReport } from './guide-rules';
import { choiceRows, importQuestions, readBank } from './import';
import { writeQuestionRows } from './interchange';
import { CONTENT_DIR, formatProblem, readContent } from './load';
import { ExamsFileSchema, type ContentProblem } from './schema';
import { blindSheet, compareAnswers, formatReview, ReaderAnswersSchema } from './review';
import { formatReports, readReports, reportsFile } from './reports';
import { importSchools } from './schools';
import { loadCheckedContent, syncContent } from './sync';

const USAGE = `Utilização: npm run content -- <comando>

  check [--report] [--file F]
                             valida todo o conteúdo de content/ e lista cada problema;
                             --report mostra os números do guia por unidade (tipos, documentos,
                             chaves); --file mostra só os problemas desse ficheiro
  check-links [--write]      pergunta ao servidor do IAVE/EduQA se cada ligação do catálogo de
                             exames responde; sem rede diz que não verificou; --write regista a
                             data de hoje nas entradas verificadas
  blind <ficheiro> [saída]   escreve o que o segundo leitor vê de uma unidade ou prova
                             (enunciados, opções, documentos; sem chave nem explicação)
  compare <ficheiro> <respostas.json>
                             compara as respostas do segundo leitor com as chaves
  reports [--write]          lista as perguntas que os alunos reportaram, por item; --write
                             guarda-as em content/reports.json, onde check assinala as que
                             têm 3 ou mais reportes até dizeres como ficaram resolvidas
  sync                       atualiza a base de dados com content/, sem duplicar nada
  import <ficheiro.csv|json> [--source nome]
                             importa perguntas; se alguma linha tiver um problema, lista-as
                             todas e não escreve nada
  export <ficheiro.csv|json> escreve o banco de perguntas da base de dados nesse formato
  import-schools <ficheiro.csv>
                             carrega uma lista oficial de escolas (exames nacionais/ENES ou
                             Infoescolas, exportada para CSV)

A base de dados é a de DATABASE_URL ou, sem ela, a embutida em DATA_DIR.`;

function printProblems(problems: ContentProblem[]): void {
  console.error(`${problems.length} problema(s); nada foi escrito:`);
  for (const p of problems) console.error(formatProblem(p));
}

/** Opens the configured database with its migrations applied, runs `work`, closes it. */
async function withDatabase(work: (database: Database) => Promise<number>): Promise<number> {
  const config = loadConfig();
  const logger = createLogger({ ...config, LOG_LEVEL: 'warn' });
  const database = await openDatabase(config, logger);
  try {
    // Migrate only: seeding an empty database here would hide what the command itself adds.
    await withStartupLock(database, () => runMigrations(database));
    return await work(database);
  } finally {
    await database.close();
  }
}

function requireFile(args: string[]): string {
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new Error(`Falta o ficheiro.\n\n${USAGE}`);
  return path.resolve(file);
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

const commands: Record<string, (args: string[]) => Promise<number>> = {
  async check(args) {
    const { bundle, problems } = readContent();
    problems.push(...checkContent(bundle));
    if (args.includes('--report')) console.log(guideReport(bundle));
    const only = option(args, 'file');
    const shown = only ? problems.filter((p) => p.file.includes(only)) : problems;
    if (shown.length > 0) {
      console.error(`O conteúdo tem ${shown.length} problema(s):`);
      for (const p of shown) console.error(formatProblem(p));
      return 1;
    }
    if (only) {
      console.log(`Sem problemas em ${only} (${problems.length} noutros ficheiros).`);
      return 0;
    }
    const questions = bundle.questionFiles.reduce((n, f) => n + f.questions.length, 0);
    const withFigure = bundle.questionFiles.reduce(
      (n, f) => n + f.questions.filter((q) => q.figure).length,
      0,
    );
    console.log(
      `Conteúdo válido (${CONTENT_DIR}): ${bundle.subjects.length} disciplinas, ` +
        `${bundle.exams.length} exames, ${questions} perguntas (${withFigure} com figura) em ` +
        `${bundle.questionFiles.length} unidades, ${bundle.papers.length} provas-modelo, ` +
        `${bundle.schools.length} escolas.`,
    );
    return 0;
  },

  async 'check-links'(args) {
    const file = path.join(CONTENT_DIR, 'exams.json');
    const catalogue = ExamsFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    const report = await checkExamLinks(catalogue.exams);
    if (!report.network) {
      console.log(
        `Sem rede (${report.error}): as ${report.links} ligações do catálogo não foram verificadas.`,
      );
      return 0;
    }
    const broken = report.results.filter((r) => !r.ok);
    console.log(
      `${report.results.length - broken.length} de ${report.results.length} ligações respondem.`,
    );
    for (const r of broken) console.error(`  ${r.url}: ${r.status ?? r.error}`);
    if (args.includes('--write')) {
      const today = new Date().toISOString().slice(0, 10);
      const exams = markChecked(catalogue.exams, report.results, today);
      fs.writeFileSync(file, `${JSON.stringify({ ...catalogue, exams }, null, 2)}\n`);
      console.log(`Data de verificação (${today}) registada em content/exams.json.`);
    }
    return broken.length > 0 ? 1 : 0;
  },

  async blind(args) {
    const [file, out] = args;
    if (!file) throw new Error(`Falta o ficheiro.\n\n${USAGE}`);
    const sheet = JSON.stringify(blindSheet(file), null, 2);
    if (out) fs.writeFileSync(out, `${sheet}\n`);
    else console.log(sheet);
    return 0;
  },

  async compare(args) {
    const [file, answersFile] = args;
    if (!file || !answersFile) throw new Error(`Faltam os ficheiros.\n\n${USAGE}`);
    const answers = ReaderAnswersSchema.parse(JSON.parse(fs.readFileSync(answersFile, 'utf8')));
    console.log(formatReview(compareAnswers(file, answers), answers));
    return 0;
  },

  async reports(args) {
    const { bundle } = readContent();
    return withDatabase(async ({ db }) => {
      const items = await readReports(db, bundle);
      console.log(formatReports(items));
      if (args.includes('--write')) {
        const file = path.join(CONTENT_DIR, 'reports.json');
        const before = bundle.reports ? { items: bundle.reports } : undefined;
        fs.writeFileSync(file, `${JSON.stringify(reportsFile(items, before), null, 2)}\n`);
        console.log(`Guardado em content/reports.json (${items.length} perguntas).`);
      }
      return 0;
    });
  },

  async sync() {
    const bundle = loadCheckedContent();
    return withDatabase(async ({ db }) => {
      const report = await syncContent(db, bundle);
      for (const [what, t] of Object.entries(report)) {
        console.log(
          `${what}: ${t.inserted} novos, ${t.updated} alterados, ${t.unchanged} sem alterações`,
        );
      }
      return 0;
    });
  },

  async import(args) {
    const file = requireFile(args);
    const source = option(args, 'source') ?? `importado:${path.basename(file)}`;
    return withDatabase(async ({ db }) => {
      const result = await importQuestions(db, file, source);
      if (!result.ok) {
        printProblems(result.problems);
        return 1;
      }
      const t = result.tally;
      console.log(
        `Importado: ${t.inserted} novas, ${t.updated} alteradas, ${t.unchanged} sem alterações.`,
      );
      return 0;
    });
  },

  async export(args) {
    const file = requireFile(args);
    return withDatabase(async ({ db }) => {
      // The interchange format carries multiple choice; the other types live in content/.
      const rows = choiceRows(await readBank(db));
      writeQuestionRows(file, rows);
      console.log(`Exportadas ${rows.length} perguntas para ${file}.`);
      return 0;
    });
  },

  async 'import-schools'(args) {
    const file = requireFile(args);
    return withDatabase(async ({ db }) => {
      const result = await importSchools(db, file, CONTENT_DIR);
      if (!result.ok) {
        printProblems(result.problems);
        return 1;
      }
      const t = result.tally;
      console.log(
        `Escolas: ${t.inserted} novas, ${t.updated} alteradas, ${t.unchanged} sem alterações` +
          (result.repeated > 0 ? `; ${result.repeated} linhas repetidas ignoradas.` : '.'),
      );
      return 0;
    });
  },
};

const [command, ...args] = process.argv.slice(2);
const run = command ? commands[command] : undefined;
if (!run) {
  console.error(USAGE);
  process.exit(2);
}
try {
  process.exit(await run(args));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
