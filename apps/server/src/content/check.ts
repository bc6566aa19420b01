import { OPTION_LETTERS } from '@nota20/core/options';
import type { ContentBundle, ContentProblem } from './schema';

/** Lower-case, accents and punctuation removed, spaces collapsed: what "the same text" means. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Only case and spacing ignored: signs and symbols matter in options ("300 €" ≠ "−300 €"). */
function normaliseOption(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Checks the rules that a schema cannot: references between files, numbering, duplicates and
 * whether each explanation names its correct option. Returns every problem found.
 */
export function checkContent(bundle: ContentBundle): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const units = new Map<string, Set<number>>();

  const seenSubjects = new Set<string>();
  for (const subject of bundle.subjects) {
    const file = 'subjects.json';
    if (seenSubjects.has(subject.id))
      problems.push({ file, problem: `disciplina repetida: ${subject.id}` });
    seenSubjects.add(subject.id);
    const numbers = new Set<number>();
    subject.units.forEach((unit, index) => {
      if (numbers.has(unit.number)) {
        problems.push({ file, problem: `${subject.id}: unidade ${unit.number} repetida` });
      }
      numbers.add(unit.number);
      if (unit.number !== index + 1) {
        problems.push({ file, problem: `${subject.id}: as unidades devem ser 1, 2, 3… por ordem` });
      }
    });
    units.set(subject.id, numbers);
  }

  const seenExams = new Set<string>();
  for (const exam of bundle.exams) {
    const file = 'exams.json';
    const key = `${exam.subject}/${exam.year}/${exam.phase}`;
    if (!units.has(exam.subject))
      problems.push({ file, problem: `${key}: disciplina desconhecida` });
    if (seenExams.has(key)) problems.push({ file, problem: `${key}: exame repetido` });
    seenExams.add(key);
  }

  const seenUnitFiles = new Map<string, string>();
  const seenTexts = new Map<string, string>();
  for (const qf of bundle.questionFiles) {
    const { file } = qf;
    const unitKey = `${qf.subject}/${qf.unit}`;
    if (!units.get(qf.subject)?.has(qf.unit)) {
      problems.push({
        file,
        problem: `a unidade ${qf.unit} de ${qf.subject} não existe no catálogo`,
      });
    }
    const other = seenUnitFiles.get(unitKey);
    if (other) problems.push({ file, problem: `a unidade ${unitKey} já está em ${other}` });
    seenUnitFiles.set(unitKey, file);

    const numbers = qf.questions.map((q) => q.number);
    const duplicates = numbers.filter((n, i) => numbers.indexOf(n) !== i);
    for (const n of new Set(duplicates)) {
      problems.push({ file, question: n, problem: 'número de pergunta repetido' });
    }
    const max = Math.max(...numbers);
    for (let n = 1; n <= max; n++) {
      if (!numbers.includes(n)) problems.push({ file, problem: `falta a pergunta número ${n}` });
    }

    for (const q of qf.questions) {
      const question = q.number;
      const options = OPTION_LETTERS.map((letter) => normaliseOption(q.options[letter]));
      if (new Set(options).size !== options.length) {
        problems.push({ file, question, problem: 'há duas opções iguais' });
      }
      if (!q.explanation.includes(`(${q.correct})`)) {
        problems.push({
          file,
          question,
          problem: `a explicação não menciona a opção correta "(${q.correct})"`,
        });
      }
      if (q.figure && !bundle.figures.has(q.figure.file)) {
        problems.push({
          file,
          question,
          problem: `a figura ${q.figure.file} não existe em content/figures`,
        });
      }
      const normalised = normaliseText(q.text);
      const first = seenTexts.get(normalised);
      if (first) problems.push({ file, question, problem: `texto igual ao de ${first}` });
      else seenTexts.set(normalised, `${file} pergunta ${question}`);
    }
  }
  return problems;
}
