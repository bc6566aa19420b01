import type { OptionLetter } from '@nota20/core/options';
import type { TermNote } from '../glossary/public';
import { plain } from '../glossary/public';
import type { TutorNotes } from './ask';
import type { TutorContext, TutorItem, TutorQuestion, WrittenDetails } from './context';
import { checkKeyIdeas } from './key-ideas';

// The built-in tutor: no model and no network. It answers from Nota20's notes (the glossary, the
// unit summaries, the explanations, retrieved by ask.ts) and from the test or item it was given,
// and says plainly when a question is beyond it, pointing to the unit's summary.

const short = (text: string, max = 90) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** An answer as a sentence quotes it: an option with its text, or what was written. */
function option(q: TutorQuestion, answer: string | null): string {
  if (!answer) return 'nenhuma';
  if (q.type !== 'choice') return `«${short(answer, 160)}»`;
  const text = q.options[answer as OptionLetter];
  return text ? `(${answer}) «${short(text, 120)}»` : `(${answer})`;
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

const SEP = '\n\n———\n\n';

const unitName = (u: { number: number; name: string }) => `Unidade ${u.number} — ${u.name}`;

/** A term as the tutor defines it: the definition, its unit, an example, what not to confuse. */
function defineTerm(t: TermNote, withConfusions = true): string {
  const parts = [`«${t.term}» (${unitName(t.unit)})\n${t.definition}`];
  if (t.example) parts.push(`Exemplo: ${t.example}`);
  if (withConfusions && t.confusions.length > 0)
    parts.push(
      t.confusions.map((c) => `Não confundir com «${c.term}»: ${c.difference}`).join('\n'),
    );
  return parts.join('\n\n');
}

/** Whether a confusion names a term (by any of its forms) or a phrase the student wrote. */
const names = (confusion: string, t: TermNote | string) => {
  const c = plain(confusion);
  const forms = typeof t === 'string' ? [plain(t)] : [plain(t.term), ...t.aliases.map(plain)];
  return forms.some((f) => f.length > 2 && (c === f || c.includes(f) || f.includes(c)));
};

function difference(notes: TutorNotes): string {
  const [a, b] = notes.terms;
  if (a && b) {
    const said =
      a.confusions.find((c) => names(c.term, b))?.difference ??
      b.confusions.find((c) => names(c.term, a))?.difference;
    const first = (t: TermNote) => t.definition.split(/(?<=[.!?])\s/)[0] ?? t.definition;
    return [
      `«${a.term}» (${unitName(a.unit)})\n${a.definition}`,
      `«${b.term}» (${unitName(b.unit)})\n${b.definition}`,
      said
        ? `A diferença: ${said}`
        : `Em resumo: «${a.term}» — ${first(a)} «${b.term}» — ${first(b)}`,
    ].join('\n\n');
  }
  if (a) {
    const other = notes.unknown[0] ?? '';
    const said = a.confusions.find((c) => other && names(c.term, other));
    return said
      ? `«${a.term}» (${unitName(a.unit)})\n${a.definition}\n\nA diferença para «${said.term}»: ${said.difference}`
      : `${defineTerm(a)}\n\nNão encontrei «${other}» no glossário: diz-me o nome completo do outro conceito e comparo-os.`;
  }
  return fromNotes(notes, `${notes.unknown.join(' e ')}`);
}

/** No term: the best notes found, each with its unit; or an honest «não sei». */
function fromNotes(notes: TutorNotes, topic: string): string {
  if (notes.notes.length === 0) return dontKnow(notes, topic);
  const lines = notes.notes.map((n) => {
    const where = unitName(n.unit);
    if (n.kind === 'explanation')
      return `• Numa pergunta sobre «${n.title}» (${where}): ${short(n.body, 400)}`;
    if (n.kind === 'summary') return `• Resumo da ${where}: ${n.body}`;
    return `• «${n.title.split(',')[0]}» (${where}): ${n.body}`;
  });
  return `Não tenho «${topic}» no glossário, mas encontrei isto nas notas do Nota20:\n${lines.join('\n')}`;
}

function dontKnow(notes: TutorNotes, topic: string): string {
  const about = topic ? `sobre «${short(topic, 60)}»` : 'sobre isso';
  const where = notes.unit
    ? `Revê o resumo da ${unitName(notes.unit)}, em Fichas, e pergunta-me por um conceito dela.`
    : 'Experimenta escrever o nome do conceito (ex.: «o que é o custo de oportunidade?») ou revê os resumos das unidades, em Fichas.';
  return `Não sei responder ${about}: não encontrei nada nas notas do Nota20. ${where}`;
}

/** While a test is open: the concept, never the item's answer. */
function hintOnly(notes: TutorNotes): string {
  const [t] = notes.terms;
  const concept = t
    ? `\n\nPosso lembrar-te o conceito:\n${defineTerm(t, false)}`
    : '\n\nRelê o enunciado com calma e sublinha o que ele pede; se me disseres que conceito está em causa, explico-to.';
  return `Ainda não entregaste este teste, por isso não te digo a resposta nem explico a pergunta.${concept}\n\nDepois de entregares, pergunta-me de novo e explico tudo.`;
}

/** An item of a worksheet or the notebook: its key and explanation, as the page shows them. */
function explainItem(q: TutorItem): string {
  if (q.written) return explainWritten(q, q.written);
  const head = `Pergunta ${q.n} da ${q.unit ? unitName(q.unit) : 'ficha'}: «${short(q.text, 140)}»`;
  const right =
    q.type === 'choice'
      ? `A resposta correta é a ${option(q, q.correct)}.`
      : `A resposta correta: ${option(q, q.correct)}.`;
  const last =
    q.selected === null
      ? ''
      : q.isCorrect
        ? ` Da última vez acertaste: respondeste ${option(q, q.selected)}.`
        : ` Da última vez respondeste ${option(q, q.selected)}.`;
  return `${head}\n\n${right}${last}\n\nPorquê: ${q.explanation}`;
}

function similar(notes: TutorNotes): string {
  const [t] = notes.terms;
  if (t && notes.action)
    return `Preparei um teste curto sobre «${t.term}» (${unitName(t.unit)}), com primeiro as perguntas que ainda não viste. Toca em «Começar» para o fazer.`;
  const unit = notes.unit
    ? ` ou faz um teste temático da ${unitName(notes.unit)}, em Praticar`
    : '';
  return `Não encontrei perguntas sobre esse conceito. Diz-me qual é (ex.: «quero treinar a inflação»)${unit}.`;
}

function studyFromNotes(notes: TutorNotes, ctx: TutorContext | undefined): string {
  const parts: string[] = [];
  if (ctx) parts.push(whatToStudy(ctx));
  const advice = notes.study;
  if (advice && advice.notebookTotal > 0) {
    const lines = advice.notebook
      .slice(0, 3)
      .map((u) => `• ${unitName(u.unit)}: ${u.count} ${u.count === 1 ? 'pergunta' : 'perguntas'}`);
    parts.push(
      `No teu caderno de erros tens ${advice.notebookTotal} ${advice.notebookTotal === 1 ? 'pergunta' : 'perguntas'} por acertar. Onde tens mais:\n${lines.join('\n')}\n\nComeça por «Refazer erros», em Os meus erros: cada pergunta sai do caderno quando acertas nela em dois dias diferentes.`,
    );
  }
  if (advice?.plan)
    parts.push(
      `No teu plano de estudo, a unidade a seguir é a ${unitName(advice.plan.unit)} (domínio ${advice.plan.mastery} %): faz o teste dessa unidade no plano.`,
    );
  if (parts.length === 0)
    return notes.subjectId
      ? 'Ainda não tenho erros teus nem um plano de estudo nesta disciplina. Faz um teste em Praticar: depois digo-te onde falhaste mais e o que rever. Um plano de estudo (em Planos) organiza as unidades até ao teu teste.'
      : 'Diz-me de que disciplina falas, ou abre o tutor a partir de Praticar, e digo-te o que estudar a partir dos teus erros e do teu plano.';
  return parts.join('\n\n');
}

const ABILITIES =
  'Posso explicar um conceito («o que é o custo de oportunidade?»), a diferença entre dois («diferença entre PIB e PNB»), dar um exemplo, preparar exercícios parecidos («quero treinar a inflação») e dizer-te o que estudar.';

/** The built-in tutor's answer: from the notes ask.ts retrieved, and the test or item given. */
export function builtinReply(ctx: TutorContext | undefined, notes: TutorNotes): string {
  const { intent } = notes;
  switch (intent.kind) {
    case 'explain':
      if (notes.openTest) return hintOnly(notes);
      if (ctx && intent.numbers.length > 0)
        return intent.numbers
          .slice(0, 3)
          .map((n) => explainQuestion(ctx, n))
          .join(SEP);
      if (notes.item) return explainItem(notes.item);
      if (ctx) return `De que pergunta falas? Diz-me o número (ex.: «explica a 3»). ${canDo(ctx)}`;
      return 'Diz-me de que pergunta falas: abre os resultados de um teste, uma ficha ou Os meus erros e pergunta-me aí pela pergunta.';
    case 'assess': {
      if (notes.openTest) return hintOnly(notes);
      if (ctx) {
        if (intent.n !== null) return explainQuestion(ctx, intent.n);
        const assessed = assessWithoutNumber(ctx);
        if (assessed) return assessed;
      }
      const item = notes.item;
      if (item?.written)
        return explainWritten({ ...item, selected: intent.answer ?? item.selected }, item.written);
      return 'Para avaliar uma resposta escrita, abre a pergunta numa ficha (ou nos resultados do teste) e cola aí a tua resposta: digo-te que ideias-chave dos critérios encontro e quais faltam.';
    }
    case 'definition':
    case 'search': {
      const [t] = notes.terms;
      const topic = intent.kind === 'definition' ? intent.topic : intent.text;
      if (t)
        return `${notes.openTest ? 'Explico o conceito, não a resposta de uma pergunta do teste.\n\n' : ''}${defineTerm(t)}`;
      if (intent.kind === 'search' && ctx) return `${fromNotes(notes, topic)}\n\n${canDo(ctx)}`;
      return fromNotes(notes, topic);
    }
    case 'difference':
      return difference(notes);
    case 'example': {
      const [t] = notes.terms;
      if (t?.example) return `Um exemplo de «${t.term}» (${unitName(t.unit)}): ${t.example}`;
      if (t) return `${defineTerm(t, false)}\n\nO exemplo fica para depois de entregares o teste.`;
      return 'De que conceito queres um exemplo? Escreve, por exemplo, «dá-me um exemplo de externalidade».';
    }
    case 'similar':
      return similar(notes);
    case 'study':
      return studyFromNotes(notes, ctx);
    case 'next':
      return ctx ? nextTest(ctx) : studyFromNotes(notes, undefined);
    case 'summary':
      return ctx
        ? summary(ctx)
        : 'Ainda não tenho um teste teu nesta conversa. Vê as tuas notas em Progresso, ou abre os resultados de um teste e pergunta-me aí.';
    case 'smalltalk':
      return intent.thanks
        ? 'De nada! Quando tiveres outra dúvida, pergunta.'
        : `${ctx ? canDo(ctx) : ABILITIES}`;
    case 'greeting':
      return `Olá! Sou o tutor do Nota20${ctx ? ` para ${ctx.subjectName}` : ''}. ${ctx ? canDo(ctx) : ABILITIES}`;
  }
}
