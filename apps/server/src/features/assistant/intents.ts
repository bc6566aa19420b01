// What a student's message asks (issue 28), read without a model: informal pt-PT, no accents,
// common typos and abbreviations («q», «oq», «pq», «dif»). Only the shape of the question is
// read here; which concept a phrase names is the glossary's job (retrieval.ts).

export type Intent =
  | { kind: 'difference'; a: string; b: string }
  | { kind: 'definition'; topic: string }
  | { kind: 'example'; topic: string | null }
  | { kind: 'similar'; n: number | null; topic: string | null }
  | { kind: 'explain'; numbers: number[] }
  | { kind: 'assess'; n: number | null; answer: string | null }
  | { kind: 'study' }
  | { kind: 'next' }
  | { kind: 'summary' }
  | { kind: 'greeting' }
  /** Thanks, «ok», «outra vez»: nothing to look up. */
  | { kind: 'smalltalk'; thanks: boolean }
  | { kind: 'search'; text: string };

/** Lower-case, no accents, the usual chat spellings written out, spaces collapsed. */
export function normalise(text: string): string {
  return ` ${text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[‘’´`]/g, "'")
    .replace(/([a-z])\1{2,}/g, '$1')
    .replace(/[,;:.!]+(?=\s|$)/g, ' , ')
    .replace(/[^\p{L}\p{N}'ºª#?,\-/]+/gu, ' ')
    .replace(/\?+/g, ' ? ')
    .replace(/\s+/g, ' ')} `
    .replace(/ (oq|o q|oque) /g, ' o que ')
    .replace(/ q /g, ' que ')
    .replace(/ (pq|porq|pk|prq) /g, ' porque ')
    .replace(/ por que /g, ' porque ')
    .replace(/ (dif|diferenca|diferencas|difrenca|diferensa|deferenca) /g, ' diferenca ')
    .replace(/ (tb|tmb) /g, ' tambem ')
    .replace(
      / (n|nao) (percebo|entendo|sei|compreendo|percebi|entendi|percebo bem|entendo bem) /g,
      ' nao $2 ',
    )
    .replace(/ (?:a |o )?(?:cena|parte|materia|coisa) (?:do|da|dos|das|de) /g, ' ')
    .replace(/ (ex|exemplos|exmplo|exenplo|exemlo) /g, ' exemplo ')
    .replace(/ (exercico|exercicios|exercisio) /g, ' exercicio ')
    .replace(/ (questoes|perguntas) /g, ' pergunta ')
    .replace(/\s+/g, ' ');
}

const CARDINALS: Record<string, number> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  treze: 13,
  catorze: 14,
  quatorze: 14,
  quinze: 15,
  dezasseis: 16,
  dezesseis: 16,
  dezassete: 17,
  dezessete: 17,
  dezoito: 18,
  dezanove: 19,
  dezenove: 19,
  vinte: 20,
  trinta: 30,
};
const ORDINALS: Record<string, number> = {
  primeira: 1,
  primeiro: 1,
  segunda: 2,
  segundo: 2,
  terceira: 3,
  terceiro: 3,
  quarta: 4,
  quarto: 4,
  quinta: 5,
  quinto: 5,
  sexta: 6,
  sexto: 6,
  setima: 7,
  setimo: 7,
  oitava: 8,
  oitavo: 8,
  nona: 9,
  nono: 9,
  decima: 10,
  decimo: 10,
  vigesima: 20,
  vigesimo: 20,
};
const ITEM_WORD = '(?:pergunta|questao|exercicio|item|alinea|resposta|numero|nº|n\\.º|no\\.)';
const NUMBER_WORD = `(?:\\d{1,2}|${Object.keys(CARDINALS).join('|')})(?: e (?:${Object.keys(CARDINALS).join('|')}))?`;
const ORDINAL_WORD = `(?:${Object.keys(ORDINALS).join('|')})(?: (?:${Object.keys(ORDINALS).join('|')}))?`;

function valueOf(words: string): number | null {
  const parts = words.trim().split(/ (?:e )?/);
  let total = 0;
  for (const part of parts) {
    const n = /^\d+$/.test(part) ? Number(part) : (CARDINALS[part] ?? ORDINALS[part]);
    if (n === undefined) return null;
    total += n;
  }
  return total > 0 && total <= 60 ? total : null;
}

/**
 * The item numbers a message names: «a 3», «pergunta 3», «questão nº 3», «#3», «3ª», «a terceira»,
 * «a pergunta três», «a vigésima primeira». Bare number words count only next to an item word, so
 * «dá-me um exemplo» names no item.
 */
export function itemNumbers(message: string): number[] {
  const text = normalise(message);
  const found: number[] = [];
  const add = (words: string | undefined) => {
    const n = words === undefined ? null : valueOf(words);
    if (n !== null && !found.includes(n)) found.push(n);
  };
  const patterns = [
    new RegExp(` ${ITEM_WORD} (?:o |a )?(${NUMBER_WORD}) `, 'g'),
    new RegExp(` # ?(\\d{1,2}) `, 'g'),
    new RegExp(` (?:a|na|da|a|pela|sobre a|com a|o|no|do) (\\d{1,2}) ?(?:ª|º|a|o)? `, 'g'),
    new RegExp(` (\\d{1,2}) ?(?:ª|º) `, 'g'),
    new RegExp(` (?:a|na|da|pela|sobre a|com a|o|no|do|à) (${ORDINAL_WORD}) `, 'g'),
    new RegExp(` (${ORDINAL_WORD}) ${ITEM_WORD} `, 'g'),
  ];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) add(m[1]);
  if (found.length === 0) {
    const bare = /^ (\d{1,2}) \?? ?$/.exec(text);
    if (bare) add(bare[1]);
  }
  return found;
}

/** A topic as the student wrote it, without the articles and fillers around it. */
export function cleanTopic(phrase: string): string {
  let t = ` ${phrase.split(/ [,?] /)[0] ?? ''} `
    .replace(
      / (por favor|pf|pff|pls|please|ai|aqui|afinal|exatamente|ao certo|ja agora|la|entao|pa|simplesmente|em economia|em biologia|em geologia|na economia|na biologia|na geologia|de bio|de eco|sff|n percebo nd|nao percebo nada|nd)(?= )/g,
      ' ',
    )
    .replace(/\s+/g, ' ');
  // Leading articles and connectors, repeatedly: «o que é a (o) ...».
  for (let i = 0; i < 3; i++)
    t = t.replace(
      /^ (o|a|os|as|um|uma|uns|umas|de|do|da|dos|das|sobre|ser|e|eh|sao|isso de|isto de|aquilo de|esta coisa de|essa coisa de) /,
      ' ',
    );
  return t.replace(/ (e|sao|eh|significa|quer dizer) ?$/, ' ').trim();
}

// Each pattern is tried on each clause of a message (split at «,» and «?»), so «o que é a
// diagénese? o livro explica mas não entendo» reads its first clause.
const DIFFERENCE = [
  / diferenca (?:entre )?(?:o |a |os |as )?(.+?) (?:e|com|vs|versus|x) (?:o |a |os |as )?(.+?) ?$/,
  / (?:distinguir|distingo|distingue|destinguir|diferenciar) (?:o |a |os |as )?(.+?) (?:de|e|do|da|dos|das) (?:o |a |os |as )?(.+?) ?$/,
  / (?:confundo|troco) (?:sempre )?(?:o |a |os |as )?(.+?) (?:com|e) (?:o |a |os |as )?(.+?) ?$/,
  / (?:o |a )?(.+?) (?:vs\.?|versus|x) (?:o |a )?(.+?) ?$/,
  / (?:o |a )?(.+?) e (?:o |a )?(.+?) (?:sao|e) (?:a mesma coisa|iguais|o mesmo|diferentes|diferente)/,
  / (?:qual|q|que) (?:e )?a diferenca (?:do|da|de|dos|das) (.+?) (?:para|pro|pra|e) (?:o |a )?(.+?) ?$/,
];

/** «X e Y, qual a diferença?», «X e Y qual é a diferença»: across clauses. */
const PAIR_THEN_DIFFERENCE =
  /^ (?:o |a |os |as )?(.+?) e (?:o |a |os |as )?(.+?) (?:, |\? )?(?:qual|q|que) (?:e )?(?:a )?diferenca/;

const DEFINITION = [
  /^ (?:o |a |os |as )?(.+?) (?:o que|que) (?:e|sao|e isso|sao isso|significa|quer dizer)(?: isso| ao certo| exatamente)? $/,
  / (?:que raio|o que raio|que diabo) (?:e|sao) (?:o |a |os |as |um |uma )?(.+)$/,
  / o que (?:diz|dizem) (?:o |a |os |as )?(.+)$/,
  /^ (?:quando dizem que )?(.+?) (?:isso )?(?:quer dizer|significa) o que $/,
  / o que (?:faz|fazem|e que faz|e que fazem) (?:o |a |os |as )?(.+?)$/,
  / o que (?:e|eh|sao|significa|quer dizer|e que e|e que sao|se entende por|e isso de|e isto de|e um|e uma|e a|e o) (.+)$/,
  / (?:que|qu) (?:e|eh) (?:que e )?(?:o |a |um |uma )?(.+)$/,
  / (?:define|defina|definicao de|definir|defenicao de|conceito de|significado de|a definicao de|o conceito de|o significado de) (.+)$/,
  / nao (?:percebo|entendo|sei|compreendo|percebi|entendi)(?: bem| mesmo| muito bem)? (?:o que (?:e|sao) |o que significa |o conceito de |isso de |aquilo de |bem o que e )?(.+)$/,
  / (?:explica|explicas|explique|explicar|explica-me|explicame|explicas-me|podes explicar|podias explicar|consegues explicar)(?: me)? (?:o que e |o conceito de |bem |melhor |outra vez |de novo )?(.+)$/,
  / (?:fala|fala-me|falame)(?: me)? (?:sobre|de|do|da) (.+)$/,
  / (?:o |a |os |as )?(.+?) (?:e|sao) o que(?: ao certo| exatamente| mesmo)? ?$/,
  / (?:o|a|os|as) (.+?) (?:e|sao) $/,
];

/** Vocatives and openers before the question: «stor», «olá tutor», «epá». */
const OPENERS =
  /^ (?:stor|stora|setor|setora|professor|professora|prof|profe|tutor|ola|oi|ei|epa|olha|entao|boas|ok|pronto|tipo|ya)(?: ,)? /;

const GREETING_ONLY =
  /^ (?:ol+a+|oi+|bom dia|boa tarde|boa noite|boas|hey|hello|hi|ei|help|ajuda)(?: (?:tutor|stor|stora|prof|tudo bem|td bem|como estas))*(?: [,?])* $/;

/** The clauses of a message, each as ` … ` (spaces around), without the separators. */
const clausesOf = (text: string) =>
  text
    .split(/ [,?] /)
    .map((c) => ` ${c.trim()} `)
    .filter((c) => c.trim().length > 0);

/** A topic that is no topic: «não percebo nada disto», «um exemplo disso». */
export const VAGUE_TOPIC =
  /^(?:nada|nada disto|nada disso|disto|disso|isto|isso|aquilo|tudo|nada de nada|esta|essa|este|esse|ela|ele|a|o|pergunta|questao|exercicio|materia)$/;

/** «O que devo estudar?», «que matéria revejo», «o que me falta estudar». */
const studyAsked = (text: string) =>
  / (?:o que|que|onde|em que|como) (?:e que )?(?:eu )?(?:devo|tenho de|tenho que|preciso de|hei de|posso|deveria|devia) (?:estudar|rever|treinar|focar|melhorar|praticar)/.test(
    text,
  ) ||
  / (?:o que|que materia|que unidade|que capitulo|qual materia|qual unidade) (?:e que )?(?:eu )?(?:estudo|revejo|treino|estudar|rever|treinar|devo|tenho de|preciso)/.test(
    text,
  ) ||
  / (?:falta|falta-me|me falta|faltam) (?:\w+ )?(?:estudar|rever|treinar|saber)/.test(text) ||
  / (?:onde|em que) (?:e que )?(?:estou|ando|sou) (?:pior|mais fraco|mais fraca|mal)/.test(text) ||
  / (?:plano de estudo|por onde comeco|o que me falta)/.test(text);

/** What a message asks. `written` says whether the item in question is a written one. */
export function readIntent(message: string, options: { written?: boolean } = {}): Intent {
  const raw = normalise(message);
  if (GREETING_ONLY.test(raw) || / o que (?:podes|sabes) fazer|quem es /.test(raw))
    return { kind: 'greeting' };
  let text = raw;
  for (let i = 0; i < 3; i++) text = text.replace(OPENERS, ' ');
  const clauses = clausesOf(text);
  const numbers = itemNumbers(message);
  const n = numbers[0] ?? null;

  // Short thanks and acknowledgements: nothing to look up.
  if (
    / (?:obrigad[oa]|obg|brigad[oa]|thanks|valeu) /.test(text) &&
    text.trim().split(' ').length <= 8 &&
    !text.includes(' ? ')
  )
    return { kind: 'smalltalk', thanks: true };
  if (
    text.trim().split(' ').length <= 7 &&
    /^ (?:(?:ok|okay|okey|certo|fixe|boa|top|sim|nao|ja|percebi|entendi|muito|mesmo|obrigad[oa]|obg|brigad[oa]|thanks|outra vez|repete|de novo|hmm|ah|lol|xau|adeus|tutor|stor|entao|agora|sim sim|,|!) ?)+$/.test(
      text,
    )
  )
    return { kind: 'smalltalk', thanks: /obrigad|obg|brigad|thanks/.test(text) };

  // «Exercício parecido»: more items like one of the test, or on a concept.
  if (
    / (?:exercicio|pergunta|teste|treino)s? (?:parecid|semelhant|igua|do mesmo tipo|como (?:a|o|esta|essa)|tipo (?:a|o|esta|essa))/.test(
      text,
    ) ||
    / (?:mais|outras|outros) (?:exercicio|pergunta)s? (?:parecid|semelhant|igua|assim|deste|desse|sobre|de|do|da)/.test(
      text,
    ) ||
    / (?:quero|queria|posso|vamos|preciso de|tenho de) (?:treinar|praticar|fazer exercicio|fazer pergunta|exercicio|pergunta)/.test(
      text,
    ) ||
    / (?:tens|tem|ha|da|da-me|dame|da me|manda|podes dar|podes me dar|podes-me dar|podias dar|arranja|arranjas|quero|queria)(?: me)? (?:uns |umas |algum |alguns |algumas |mais )?(?:exercicio|pergunta|questao)s? (?:sobre|de|do|da|dos|das|para treinar|pra treinar|para praticar|pra praticar)/.test(
      text,
    ) ||
    /^ (?:exercicio|pergunta)s? (?:sobre|de|do|da|dos|das) /.test(text)
  ) {
    const first =
      clauses.find((c) => / (?:sobre|de|do|da|dos|das|treinar|praticar) /.test(c)) ?? text;
    const topic =
      / (?:sobre|de|do|da|dos|das|treinar|praticar) (?!a \d|o \d|a pergunta|o exercicio)(.+)$/.exec(
        first.replace(/ (?:exercicio|pergunta)s? (?:parecid\w*|semelhant\w*|igua\w*) /, ' '),
      );
    let t = topic?.[1] ? cleanTopic(topic[1]) : '';
    t = t
      .replace(/ (?:para|pra|pro) (?:eu )?(?:treinar|praticar)$/, '')
      .replace(/^(?:exercicio|pergunta)s? (?:sobre|de|do|da) /, '');
    return {
      kind: 'similar',
      n,
      topic:
        n === null && t && !/^(isto|isso|esta|essa|este|esse|treinar|praticar)$/.test(t) ? t : null,
    };
  }

  if (
    / (?:avali|corrig|corrij|ve se (?:a minha|esta|isto)|esta bem (?:a minha|escrit)|da nota|classifica)/.test(
      text,
    )
  ) {
    const colon = message.indexOf(':');
    const answer = colon >= 0 ? message.slice(colon + 1).trim() : null;
    return { kind: 'assess', n, answer: answer && answer.length >= 20 ? answer : null };
  }
  // A long message on a written item is the student's answer, pasted for feedback.
  if (options.written && message.trim().length >= 120 && !/\?\s*$/.test(message.trim()))
    return { kind: 'assess', n, answer: message.trim() };

  // «Explica-me esta pergunta», «não percebo isto»: the item the page is about.
  if (
    / (?:esta|essa|desta|dessa|nesta|nessa) (?:pergunta|questao|exercicio|alinea|resposta) /.test(
      text,
    ) ||
    / (?:explica|explicas|explique|explica-me|nao percebo|nao entendo|ajuda|ajuda-me|resolve) (?:me )?(?:isto|isso) $/.test(
      clauses[0] ?? text,
    )
  )
    return { kind: 'explain', numbers };

  if (
    numbers.length > 0 &&
    (/ (?:porque|explica|errad|errei|falhei|certa|correta|nao percebo|nao entendo|resposta|solucao|ajuda|como se faz|como e que)/.test(
      text,
    ) ||
      /^ (?:e )?(?:a |o )?(?:pergunta |questao )?\S+ (?:\? )?$/.test(text))
  )
    return { kind: 'explain', numbers };

  const pair = PAIR_THEN_DIFFERENCE.exec(text);
  const asked = pair ? [pair] : [];
  // Clause by clause, the first that asks something: «o que é um icnofóssil? a prof deu o
  // exemplo das pegadas» asks a definition, not an example.
  let vague = false;
  for (const clause of clauses) {
    for (const m of [...asked, ...DIFFERENCE.map((pattern) => pattern.exec(clause))]) {
      if (m?.[1] && m[2]) {
        const a = cleanTopic(m[1]);
        const b = cleanTopic(m[2]);
        if (a && b && a !== b && a.split(' ').length <= 6 && b.split(' ').length <= 6)
          return { kind: 'difference', a, b };
      }
    }
    const example =
      / (?:da|da-me|dame|da me|podes dar|quero|queria|um|outro|mais um)?(?: me)? ?exemplo (?:de |do |da |dos |das |para |sobre |com )?(.*)$/.exec(
        clause,
      );
    if (example && !/ (?:deu|deram|dei|deste) (?:o|um) exemplo/.test(clause)) {
      const topic = cleanTopic(
        (example[1] ?? '').replace(/^(?:um|uma) (?:ser|caso|coisa|situacao) (?:que|onde)? ?/, ''),
      );
      return {
        kind: 'example',
        topic: topic && !VAGUE_TOPIC.test(topic) ? topic : null,
      };
    }
    if (studyAsked(clause)) return { kind: 'study' };
    for (const pattern of DEFINITION) {
      const m = pattern.exec(clause);
      const topic = m?.[1] ? cleanTopic(m[1]) : '';
      if (topic && !VAGUE_TOPIC.test(topic) && topic.split(' ').length <= 8)
        return { kind: 'definition', topic };
      if (topic) vague = true;
    }
  }
  // «falou de economia circular e não percebi, o que é isso?»: the concept is elsewhere in it.
  if (vague) return { kind: 'definition', topic: text.trim() };
  if (studyAsked(text)) return { kind: 'study' };
  if (numbers.length > 0) return { kind: 'explain', numbers };
  if (/ (?:proximo teste|que teste|a seguir|sugere|sugest|recomend)/.test(text))
    return { kind: 'next' };
  if (
    / (?:a minha nota|o meu resultado|como (?:me )?(?:correu|fui)|quantas (?:acertei|errei))/.test(
      text,
    )
  )
    return { kind: 'summary' };
  return { kind: 'search', text: message.trim().replace(/[?!.\s]+$/, '') };
}
