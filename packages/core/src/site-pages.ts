import { subjectSlug } from './subject-routes';

export type PageMeta = { title: string; description: string; index: boolean };

export const SITE_NAME = 'Nota20';

/** The public pages, their titles and descriptions (for the page, search engines and shares). */
export const PUBLIC_PAGES: Record<string, PageMeta> = {
  '/': {
    title: 'Prepara-te para os exames nacionais',
    description:
      'Nota20: estudo gratuito para os exames nacionais do 10.º e 11.º ano — exames, fichas de trabalho e testes de Economia A e Biologia e Geologia.',
    index: true,
  },
  '/escolherDisciplina': {
    title: 'Exames e fichas por disciplina',
    description:
      'Escolhe a disciplina e abre os exames nacionais e as fichas de trabalho do Nota20.',
    index: true,
  },
  '/sobre': {
    title: 'Sobre nós',
    description: 'Quem somos, a comunidade, o nosso método e a acessibilidade do Nota20.',
    index: true,
  },
  '/termos': {
    title: 'Termos e condições',
    description: 'Os termos e condições do Nota20, um serviço de estudo gratuito.',
    index: true,
  },
  '/privacidade': {
    title: 'Política de privacidade',
    description: 'Que dados o Nota20 guarda, porquê, durante quanto tempo e os teus direitos.',
    index: true,
  },
  '/licenciadores': {
    title: 'Licenciadores',
    description:
      'Créditos dos exames nacionais (IAVE, agora EduQA) e das imagens usadas no Nota20.',
    index: true,
  },
  '/contactos': {
    title: 'Contactos',
    description: 'Fala com a equipa do Nota20: sugestões, dúvidas e parcerias.',
    index: true,
  },
  '/login': { title: 'Entrar', description: 'Entra na tua conta Nota20.', index: true },
  '/signup': { title: 'Criar conta', description: 'Cria a tua conta Nota20, grátis.', index: true },
  '/esqueci-palavra-passe': {
    title: 'Recuperar a palavra-passe',
    description: 'Pede uma ligação para redefinir a palavra-passe.',
    index: false,
  },
  '/redefinir-palavra-passe': {
    title: 'Nova palavra-passe',
    description: 'Escolhe uma nova palavra-passe.',
    index: false,
  },
  '/auth/concluido': {
    title: 'Sessão iniciada',
    description: 'A concluir o início de sessão.',
    index: false,
  },
};

type SubjectInfo = {
  id: string;
  name: string;
  practice: boolean;
  units: readonly { number: number; name: string }[];
};

/**
 * The meta of a path, or undefined when no page answers it (the server then says 404).
 * Signed-in pages are known but never indexed.
 */
export function pageMeta(path: string, subjects: readonly SubjectInfo[]): PageMeta | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const fixed = PUBLIC_PAGES[clean];
  if (fixed) return fixed;
  if (clean === '/app' || clean.startsWith('/app/')) {
    return { title: 'A tua área', description: PUBLIC_PAGES['/']?.description ?? '', index: false };
  }
  const [, slug, section, unitWord, unit] = clean.split('/');
  const subject = subjects.find((s) => s.practice && subjectSlug(s.id) === slug?.toLowerCase());
  if (!subject) return undefined;
  if (section === undefined) {
    return {
      title: subject.name,
      description: `Exames nacionais e fichas de trabalho de ${subject.name}.`,
      index: true,
    };
  }
  if (section === 'exames' && unitWord === undefined) {
    return {
      title: `Exames nacionais de ${subject.name}`,
      description: `Enunciados e critérios dos exames nacionais de ${subject.name}, por ano e fase.`,
      index: true,
    };
  }
  if (section === 'fichas' && unitWord === undefined) {
    return {
      title: `Fichas de trabalho de ${subject.name}`,
      description: `Perguntas de escolha múltipla de ${subject.name} por unidade, com respostas e explicações.`,
      index: true,
    };
  }
  if (section === 'fichas' && unitWord === 'Unidade' && unit !== undefined) {
    const found = subject.units.find((u) => String(u.number) === unit);
    if (!found) return undefined;
    return {
      title: `${found.name} — ficha de ${subject.name}`,
      description: `Ficha de trabalho de ${subject.name}, unidade ${found.number}: perguntas de escolha múltipla com respostas e explicações.`,
      index: true,
    };
  }
  return undefined;
}

/** Every indexable public path, for the sitemap. */
export function sitemapPaths(subjects: readonly SubjectInfo[]): string[] {
  const paths = Object.entries(PUBLIC_PAGES)
    .filter(([, meta]) => meta.index)
    .map(([path]) => path);
  for (const s of subjects.filter((x) => x.practice)) {
    const slug = `/${subjectSlug(s.id)}`;
    paths.push(
      slug,
      `${slug}/exames`,
      `${slug}/fichas`,
      ...s.units.map((u) => `${slug}/fichas/Unidade/${u.number}`),
    );
  }
  return paths;
}
