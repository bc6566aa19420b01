import type { KeyIdea } from '@nota20/core/items';
import { expect, test } from 'vitest';
import { checkKeyIdeas } from './key-ideas';

// The key ideas of the written item on rising interest rates (Prova-modelo 1 de Economia A).
const ideas: KeyIdea[] = [
  {
    idea: 'A família endividada paga mais juros: a prestação do empréstimo aumenta',
    words: [
      ['prestação', 'juros'],
      ['aumenta', 'sobe', 'maior'],
    ],
  },
  {
    idea: 'Sobra-lhe menos rendimento para consumir ou poupar',
    words: [
      ['rendimento', 'orçamento', 'consumo'],
      ['menos', 'diminui', 'reduz'],
    ],
  },
  {
    idea: 'A família com poupanças recebe juros mais altos pelas suas aplicações',
    words: [
      ['depósitos', 'poupanças', 'aplicações'],
      ['remuneração', 'render'],
    ],
  },
];

test('word forms meet by stem: a noun for a verb, a plural for a singular', () => {
  const inflation: KeyIdea[] = [
    { idea: 'Os preços sobem', words: [['preço'], ['aumenta', 'sobe']] },
  ];
  // «preços» is the plural of «preço»; «aumento» the noun of «aumenta».
  expect(checkKeyIdeas('Houve um aumento dos preços.', inflation)).toEqual({
    found: [{ idea: 'Os preços sobem', shown: ['preços', 'aumento'] }],
    missing: [],
  });
  // A past tense, and the plural of a word in «-ão».
  const { found } = checkKeyIdeas(
    'As prestações aumentaram, e o rendimento que sobra diminuiu.',
    ideas,
  );
  expect(found.map((f) => f.shown)).toEqual([
    ['prestações', 'aumentaram'],
    ['rendimento', 'diminuiu'],
  ]);
});

test('an idea the answer does not show is reported missing', () => {
  const answer =
    'A família com empréstimo passou a pagar uma prestação maior, porque os juros subiram. Quem tem depósitos a prazo ganhou mais.';
  const { found, missing } = checkKeyIdeas(answer, ideas);
  expect(found.map((f) => f.idea)).toEqual([ideas[0]?.idea]);
  // The third idea's first group is there («depósitos»), its second («remuneração») is not.
  expect(missing).toEqual([ideas[1]?.idea, ideas[2]?.idea]);
});

test('accents and capitals do not matter, on either side', () => {
  const typedWithout =
    'Para quem tem poupancas, a REMUNERACAO dos depositos subiu; para quem deve, as prestacoes aumentam e o orcamento reduz-se.';
  const { found, missing } = checkKeyIdeas(typedWithout, ideas);
  expect(missing).toEqual([]);
  expect(found.map((f) => f.shown)).toEqual([
    ['prestacoes', 'aumentam'],
    ['orcamento', 'reduz'],
    ['depositos', 'REMUNERACAO'],
  ]);
  // And a key written without accents still meets an answer written with them.
  const plain: KeyIdea[] = [{ idea: 'A inflação desce', words: [['inflacao'], ['diminui']] }];
  expect(checkKeyIdeas('A inflação está a diminuir.', plain).missing).toEqual([]);
});

test('a derived word meets a long stem it begins, a short one only exactly', () => {
  const falling: KeyIdea[] = [{ idea: 'O consumo diminui', words: [['consumo'], ['diminui']] }];
  expect(checkKeyIdeas('Houve uma diminuição do consumo.', falling).missing).toEqual([]);
  // «sob», the stem of «sobe», is too short to be found in «sobre».
  const rising: KeyIdea[] = [{ idea: 'Os preços sobem', words: [['preço'], ['sobe']] }];
  expect(checkKeyIdeas('Falou-se sobre os preços.', rising).found).toEqual([]);
  expect(checkKeyIdeas('Os preços sobem.', rising).missing).toEqual([]);
});

test('no answer, or no words, shows no idea', () => {
  expect(checkKeyIdeas(null, ideas).missing).toHaveLength(3);
  expect(checkKeyIdeas('   ', ideas).found).toEqual([]);
  expect(checkKeyIdeas('qualquer coisa', [])).toEqual({ found: [], missing: [] });
});
