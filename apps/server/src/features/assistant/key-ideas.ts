import type { KeyIdea } from '@nota20/core/items';
import { stemmer } from '@orama/stemmers/portuguese';

// Which of a written item's key ideas an answer shows, by its words: an estimate for the
// built-in tutor, never a grade. Each word is reduced to its stem with Orama's Portuguese
// Snowball stemmer, so «aumenta», «aumentou» and «aumento» meet at «aument», and «preços» and
// «preço» at «prec», with no hand-made list of forms.
//
// The stemmer reads accents (its suffixes include «-ação», «-ência»), so a word is stemmed as
// typed and again without accents, and the accents are dropped from the stems only afterwards:
// «remuneração» stems to «remuner» with its accents and to «remuneraca» without, and an answer
// typed without accents («remuneracao») meets the second. Two small additions cover what
// Snowball leaves apart: the plural of «-ão» («prestações») is read as its singular, and a stem
// of six letters or more also meets a longer stem it begins («diminu» in «diminuição»).

/** A found idea, with the answer's words (as typed) that showed each of its groups. */
export type FoundIdea = { idea: string; shown: string[] };
export type KeyIdeaCheck = { found: FoundIdea[]; missing: string[] };

/** The shortest stem that may also match a longer one it begins («sob», of «sobe», is not «sobre»). */
const PREFIX_MIN = 6;

const stripAccents = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '');

/** «prestações» → «prestação», «pães» → «pão» (also typed without accents: «prestacoes»). */
const singularOfAo = (word: string) =>
  word.length < 5 ? word : word.replace(/[õã]es$/, 'ão').replace(/oes$/, 'ao');

/** The stems a word may take: stemmed as typed and without accents, then without accents. */
function stemsOf(word: string): string[] {
  const lower = word.toLowerCase();
  const forms = [lower, stripAccents(lower)].map((w) => stripAccents(stemmer(singularOfAo(w))));
  return forms[0] === forms[1] ? [forms[0] ?? ''] : forms;
}

const sameStem = (a: string, b: string) => {
  if (a === b) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.length >= PREFIX_MIN && longer.startsWith(shorter);
};

type Token = { typed: string; stems: string[] };

const tokenize = (text: string): string[] => text.match(/[\p{L}\p{N}]+/gu) ?? [];

const stemsMatch = (a: readonly string[], b: readonly string[]) =>
  a.some((x) => b.some((y) => sameStem(x, y)));

/** Where the answer says `word` (one word, or several in a row): its words as typed, or none. */
function findWord(tokens: readonly Token[], word: string): string | undefined {
  const wanted = tokenize(word).map(stemsOf);
  if (wanted.length === 0) return undefined;
  for (let i = 0; i + wanted.length <= tokens.length; i++) {
    const run = tokens.slice(i, i + wanted.length);
    if (run.every((t, j) => stemsMatch(t.stems, wanted[j] ?? [])))
      return run.map((t) => t.typed).join(' ');
  }
  return undefined;
}

/**
 * The key ideas `answer` shows and those it does not: an idea is shown when every one of its
 * word groups appears, by any of its words in any of their forms.
 */
export function checkKeyIdeas(answer: string | null, ideas: readonly KeyIdea[]): KeyIdeaCheck {
  const tokens: Token[] = tokenize(answer ?? '').map((typed) => ({
    typed,
    stems: stemsOf(typed),
  }));
  const found: FoundIdea[] = [];
  const missing: string[] = [];
  for (const { idea, words } of ideas) {
    const shown: string[] = [];
    for (const group of words) {
      const hit = group.map((w) => findWord(tokens, w)).find((w) => w !== undefined);
      if (hit === undefined) break;
      shown.push(hit);
    }
    if (shown.length === words.length) found.push({ idea, shown });
    else missing.push(idea);
  }
  return { found, missing };
}
