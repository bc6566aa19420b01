import { expect, test } from 'vitest';
import { checkGlossary, termForms } from './glossary';
import type { ContentBundle, GlossaryFile } from './schema';

const term = (overrides: Partial<GlossaryFile['terms'][number]> = {}) => ({
  term: 'Produto Interno Bruto (PIB)',
  aliases: ['produto interno'],
  definition:
    'É o valor dos bens e serviços finais produzidos no território de um país num ano. Mede a produção feita dentro das fronteiras, por residentes ou não residentes.',
  example: 'A produção de uma fábrica alemã instalada em Palmela conta no PIB português.',
  confusions: [{ term: 'Produto Nacional Bruto', difference: 'O PNB conta os residentes.' }],
  items: ['u01-1'],
  ...overrides,
});

function bundle(terms: GlossaryFile['terms'], minTerms?: number): ContentBundle {
  return {
    subjects: [
      {
        id: 'Economia',
        name: 'Economia A',
        practice: true,
        catalogue: true,
        ...(minTerms === undefined ? {} : { glossary: { minTerms } }),
        units: [{ number: 1, year: 11, name: 'IX - A Contabilidade Nacional' }],
      },
    ],
    exams: [],
    questionFiles: [
      {
        subject: 'Economia',
        unit: 1,
        file: 'questions/economia/unit-01.json',
        questions: [
          {
            number: 1,
            type: 'choice',
            concept: 'Produto interno e produto nacional',
            difficulty: 2,
            text: 'Qual das seguintes produções conta no PIB português?',
            options: { A: 'a', B: 'b', C: 'c', D: 'd' },
            correct: 'A',
            explanation: 'A opção (A) está correta.',
          },
          {
            number: 2,
            type: 'choice',
            concept: 'Inflação',
            difficulty: 2,
            text: 'O que mede o IPC?',
            options: { A: 'a', B: 'b', C: 'c', D: 'd' },
            correct: 'B',
            explanation: 'A opção (B) está correta.',
          },
        ],
      },
    ],
    papers: [],
    summaries: [],
    glossary: [{ subject: 'Economia', unit: 1, file: 'glossary/economia/unit-01.json', terms }],
    figures: new Set(),
    schools: [],
  };
}

const problems = (b: ContentBundle) => checkGlossary(b).map((p) => p.problem);

test('a well-formed term passes, and its forms include the abbreviation and the aliases', () => {
  expect(checkGlossary(bundle([term()], 1))).toEqual([]);
  expect(termForms(term())).toEqual([
    'produto interno bruto pib',
    'produto interno',
    'produto interno bruto',
    'pib',
  ]);
});

test('the checker refuses what would make the tutor wrong or vague', () => {
  expect(
    problems(
      bundle([
        term({ definition: 'Curta demais.' }),
        term({ term: 'produto interno bruto (PIB)', items: ['u01-2', 'u01-9'] }),
        term({
          term: 'Inflação',
          aliases: ['produto interno bruto (pib)'],
          example: 'Sem ponto',
          items: ['u01-2'],
        }),
      ]),
    ),
  ).toEqual([
    '«Produto Interno Bruto (PIB)»: a definição deve ter 2 a 4 frases (tem 1)',
    '«Produto Interno Bruto (PIB)»: a definição deve ter 120 a 600 caracteres (tem 13)',
    '«produto interno bruto (PIB)»: termo já definido em glossary/economia/unit-01.json',
    '«produto interno bruto (PIB)»: u01-2: a pergunta não fala do termo (nem das formas em «aliases»)',
    '«produto interno bruto (PIB)»: u01-9: a unidade 1 não tem essa pergunta',
    '«Inflação»: o exemplo deve ter 1 ou 2 frases (tem 0)',
    '«Inflação»: o sinónimo «produto interno bruto (pib)» é o termo «produto interno bruto (PIB)»',
  ]);
});

test('a subject that asks for a glossary of a size gets one', () => {
  expect(problems(bundle([term()], 2))).toEqual(['Economia: o glossário tem 1 termos (mínimo 2)']);
});
