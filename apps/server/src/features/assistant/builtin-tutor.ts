import type { OptionLetter } from '@nota20/core/options';
import type { TutorContext, TutorQuestion, WrittenDetails } from './context';
import { checkKeyIdeas } from './key-ideas';

// The built-in tutor: no model and no network. It answers from the test it was given, and says
// plainly when a question is beyond it.

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

const short = (text: string, max = 90) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** An answer as a sentence quotes it: an option with its text, or what was written. */
function option(q: TutorQuestion, answer: string | null): string {
  if (!answer) return 'nenhuma';
  if (q.type !== 'choice') return `«${short(answer, 160)}»`;
  const text = q.options[answer as OptionLetter];
  return text ? `(${answer}) «${short(text, 120)}»` : `(${answer})`;
}

/** "a 3", "pergunta 3", "questão nº 3", "#3", "3ª": the question numbers a message names. */
export function questionNumbers(message: string): number[] {
  const text = normalise(message);
  const found = new Set<number>();
  const named =
    /(?:pergunta|questao|exercicio|resposta|item|n\.?\s*[oº]|numero|#|\ba|\bna|\bda|\bdo|\bo)\s*(\d{1,2})\b/g;
  for (const match of text.matchAll(named)) found.add(Number(match[1]));
  if (found.size === 0) {
    const bare =
      text.match(/^\s*(\d{1,2})\s*[?.!]?\s*$/) ?? text.match(/\b(\d{1,2})\s*(?:a|o|ª|º)\b/);
    if (bare) found.add(Number(bare[1]));
  }
  return [...found];
}

const points = (n: number) => `${n} ${n === 1 ? 'ponto' : 'pontos'}`;

/** The estimate's caveat, said every time the tutor looks for key ideas. */
export const ESTIMATE_NOTE =
  'Atenção: isto é só uma estimativa automática, feita por correspondência de palavras, e não uma nota. Uma ideia pode estar na tua resposta dita por outras palavras, ou uma palavra pode lá estar sem a ideia. O que conta é a tua própria autoavaliação.';

/** The levels a student chose, by parameter in the criteria's order: «Conteúdo — nível 2 (6 pontos)». */
function chosenLevels(w: WrittenDetails, levels: Readonly<Record<string, number>>): string {
  return w.criteria
    .filter((p) => levels[p.id] !== undefined)
    .map((p) => {
      const level = p.levels.find((l) => l.level === levels[p.id]);
      return `${p.name} — nível ${levels[p.id]}${level ? ` (${points(level.points)})` : ''}`;
    })
    .join('; ');
}

/**
 * A written answer: the key ideas its words show and those they do not (an estimate, said so),
 * the student's own assessment as they gave it (never changed here), and where the criteria and
 * the model answer are.
 */
function explainWritten(q: TutorQuestion, w: WrittenDetails): string {
  const head = `Pergunta ${q.n}: «${short(q.text, 140)}»`;
  const unit = q.unit ? `\n\nEsta pergunta é da Unidade ${q.unit.number} (${q.unit.name}).` : '';
  const criteria = w.criteria
    .map((p) => {
      const numbers = p.levels.map((l) => l.level);
      return `${p.name}: níveis ${Math.min(...numbers)} a ${Math.max(...numbers)}`;
    })
    .join('; ');
  const where = `Os critérios de classificação (${criteria}) e a resposta-modelo estão nos resultados do teste: lê os descritores de cada nível e vê a qual a tua resposta corresponde melhor.`;
  if (!q.selected?.trim()) {
    return `${head}\n\nDeixaste esta resposta em branco, por isso não há nada para avaliar: vale 0 pontos. ${where}${unit}`;
  }
  const parts: string[] = [head];
  if (w.keyIdeas.length === 0) {
    parts.push(
      'Esta pergunta não tem ideias-chave registadas, por isso não consigo estimar o que a tua resposta já diz. O que conta é a tua própria autoavaliação.',
    );
  } else {
    const { found, missing } = checkKeyIdeas(q.selected, w.keyIdeas);
    const quoted = (words: string[]) => {
      const unique = [...new Set(words.map((x) => x.toLowerCase()))];
      return `${unique.length === 1 ? 'pela palavra' : 'pelas palavras'} ${unique.map((x) => `«${x}»`).join(', ')}`;
    };
    const foundLines = found.map((f) => `• «${short(f.idea)}» (${quoted(f.shown)})`);
    const missingLines = missing.map((idea) => `• «${short(idea)}»`);
    parts.push(
      [
        found.length > 0
          ? `Ideias-chave que encontrei na tua resposta (${found.length} de ${w.keyIdeas.length}):\n${foundLines.join('\n')}`
          : `Não encontrei nenhuma das ${w.keyIdeas.length} ideias-chave na tua resposta.`,
        missing.length > 0
          ? `Ideias-chave que não encontrei:\n${missingLines.join('\n')}`
          : 'Encontrei todas as ideias-chave.',
      ].join('\n\n'),
    );
    if (missing.length > 0)
      parts.push(
        'Pista: antes de leres a resposta-modelo, relê o que escreveste e vê se explicas, por palavras tuas, a primeira ideia que não encontrei.',
      );
    parts.push(ESTIMATE_NOTE);
  }
  if (w.assessment) {
    const got =
      w.points.awarded === null
        ? ''
        : ` Com ela, tens ${w.points.awarded} de ${points(w.points.max)} nesta pergunta.`;
    parts.push(
      `Na tua autoavaliação escolheste: ${chosenLevels(w, w.assessment)}. É a tua avaliação e fica como a registaste: eu não a altero.${got}`,
    );
  } else {
    parts.push(
      `Ainda não te autoavaliaste nesta pergunta (vale até ${points(w.points.max)}): nos resultados do teste, escolhe um nível em cada parâmetro dos critérios.`,
    );
  }
  parts.push(where);
  return `${parts.join('\n\n')}${unit}`;
}

function explainQuestion(ctx: TutorContext, n: number): string {
  const q = ctx.questions.find((x) => x.n === n);
  if (!q) {
    return `Este teste tem ${ctx.total} ${ctx.total === 1 ? 'pergunta' : 'perguntas'}, por isso não há pergunta ${n}. Diz-me um número de 1 a ${ctx.total}.`;
  }
  if (q.written) return explainWritten(q, q.written);
  const head = `Pergunta ${n}: «${short(q.text, 140)}»`;
  const why = q.explanation ? `\n\nPorquê: ${q.explanation}` : '';
  const unit = q.unit ? `\n\nEsta pergunta é da Unidade ${q.unit.number} (${q.unit.name}).` : '';
  if (q.isCorrect) {
    return `${head}\n\nAcertaste: escolheste ${option(q, q.selected)}, que é a resposta correta.${why}${unit}`;
  }
  const chose =
    q.selected === null
      ? 'Deixaste-a em branco.'
      : `Escolheste ${option(q, q.selected)}, mas não é a resposta certa.`;
  const hint =
    q.selected === null || q.type !== 'choice'
      ? ''
      : `\n\nAntes de leres a explicação, pensa: o que é que a opção (${q.selected}) descreve, e porque não responde ao que a pergunta pede?`;
  const right =
    q.type === 'choice'
      ? `A resposta correta é a ${option(q, q.correct)}.`
      : `A resposta correta: ${option(q, q.correct)}.`;
  return `${head}\n\n${chose} ${right}${hint}${why}${unit}`;
}

type UnitTally = {
  number: number;
  name: string;
  keyPoints: string[];
  wrong: number;
  total: number;
};

function unitTallies(ctx: TutorContext): UnitTally[] {
  const byUnit = new Map<number, UnitTally>();
  for (const q of ctx.questions) {
    if (!q.unit) continue;
    const tally = byUnit.get(q.unit.number) ?? { ...q.unit, wrong: 0, total: 0 };
    tally.total += 1;
    if (!q.isCorrect) tally.wrong += 1;
    byUnit.set(q.unit.number, tally);
  }
  return [...byUnit.values()]
    .filter((t) => t.wrong > 0)
    .sort((a, b) => b.wrong / b.total - a.wrong / a.total || b.wrong - a.wrong);
}

function whatToStudy(ctx: TutorContext): string {
  const wrong = ctx.questions.filter((q) => !q.isCorrect);
  if (wrong.length === 0) {
    return `Acertaste em todas as ${ctx.total} perguntas. Para consolidar, faz um exame com mais perguntas (15 ou 20) ou um teste temático de uma unidade que ainda não treinaste.`;
  }
  const tallies = unitTallies(ctx);
  if (tallies.length === 0) {
    const list = wrong.map((q) => q.n).join(', ');
    return `Falhaste ${wrong.length === 1 ? 'a pergunta' : 'as perguntas'} ${list}. Começa por reler as explicações dessas perguntas; se me disseres o número de uma, explico-ta.`;
  }
  const lines = tallies.slice(0, 3).map((t) => {
    const review = t.keyPoints
      .slice(0, 2)
      .map((p) => `   – ${p}`)
      .join('\n');
    return `• Unidade ${t.number} — ${t.name}: falhaste ${t.wrong} de ${t.total}.${review ? `\n${review}` : ''}`;
  });
  return `Onde falhaste mais:\n${lines.join('\n')}\n\nRevê estes pontos e as explicações das perguntas que erraste (${wrong.map((q) => q.n).join(', ')}). Depois faz um teste temático da primeira unidade da lista.`;
}

function nextTest(ctx: TutorContext): string {
  const weakest = unitTallies(ctx)[0];
  if (weakest) {
    return `Sugiro um teste temático da Unidade ${weakest.number} (${weakest.name}), com 10 perguntas e 15 minutos: foi onde falhaste mais (${weakest.wrong} de ${weakest.total}). Encontras em Praticar → Temático.`;
  }
  if (ctx.correct === ctx.total) {
    return 'Estás a ir muito bem: experimenta um exame com 20 perguntas e 30 minutos, em Praticar → Exame → PERSONALIZAR TESTE.';
  }
  return 'Repete um exame de 10 perguntas em Praticar e, antes, relê as explicações das perguntas que falhaste.';
}

function summary(ctx: TutorContext): string {
  const verdict = ctx.grade >= 10 ? 'positiva' : 'negativa';
  return `Tiveste ${ctx.grade}/20 (${verdict}): acertaste ${ctx.correct} de ${ctx.total}. ${
    ctx.correct < ctx.total
      ? `As perguntas que falhaste foram: ${ctx.questions
          .filter((q) => !q.isCorrect)
          .map((q) => q.n)
          .join(', ')}. Pergunta-me por qualquer uma.`
      : 'Não falhaste nenhuma!'
  }`;
}

const CAN_DO =
  'Posso explicar uma pergunta deste teste (ex.: «porque é que a 3 está errada?»), dizer-te o que estudar a seguir, resumir a tua nota ou sugerir o próximo teste.';

/** What the tutor can do with this test (with written items: looking for their key ideas). */
function canDo(ctx: TutorContext): string {
  const written = ctx.questions.find((q) => q.written);
  return written
    ? `${CAN_DO} Numa resposta escrita, digo-te que ideias-chave encontro nela (ex.: «avalia a minha resposta à ${written.n}»).`
    : CAN_DO;
}

/** «Avalia a minha resposta» without a number: the only written item, or which ones there are. */
function assessWithoutNumber(ctx: TutorContext): string | undefined {
  const written = ctx.questions.filter((q) => q.written);
  const [only] = written;
  if (!only) return undefined;
  if (written.length === 1) return explainQuestion(ctx, only.n);
  return `Este teste tem ${written.length} perguntas de resposta escrita: a ${written
    .map((q) => q.n)
    .join(', a ')}. Diz-me qual queres que veja (ex.: «avalia a minha resposta à ${only.n}»).`;
}

/** The built-in tutor's answer to one message about one test. */
export function builtinReply(message: string, ctx: TutorContext | undefined): string {
  const text = normalise(message);
  if (!ctx) {
    return `Ainda não tenho um teste teu para analisar. Faz um teste em Praticar e abre os resultados: aí ${CAN_DO.charAt(0).toLowerCase()}${CAN_DO.slice(1)}`;
  }
  const numbers = questionNumbers(message);
  if (numbers.length > 0)
    return numbers
      .slice(0, 3)
      .map((n) => explainQuestion(ctx, n))
      .join('\n\n———\n\n');
  if (/\b(avali|corrig|corrij)/.test(text)) {
    const assessed = assessWithoutNumber(ctx);
    if (assessed) return assessed;
  }
  if (/\b(estud|rever|revis|melhor|fraco|dificuldade|materia|focar|treinar)/.test(text))
    return whatToStudy(ctx);
  if (/(proximo teste|que teste|a seguir|sugere|sugest|recomend)/.test(text)) return nextTest(ctx);
  if (/\b(nota|resultado|como (?:me )?(?:correu|fui)|errei|falhei|quantas)/.test(text))
    return summary(ctx);
  if (/\b(ola|bom dia|boa tarde|boa noite|ajuda|o que (?:podes|sabes)|quem es)\b/.test(text)) {
    return `Olá! Sou o tutor do Nota20 para ${ctx.subjectName}. ${canDo(ctx)}`;
  }
  return `Não sei responder a isso: não sou um modelo de linguagem, só conheço as perguntas, as tuas respostas e as explicações deste teste. ${canDo(ctx)}`;
}
