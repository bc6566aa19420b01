import type { NationalExamList, SubjectList, Worksheet } from '@nota20/core/contracts/subjects';
import { isArchivePage } from '@nota20/core/exam-phases';
import { expect, test } from 'vitest';
import { createTestApp } from '../../../test/app';
import { useTestDatabase } from '../../../test/database';

const database = useTestDatabase();
const app = () => createTestApp(database().db);

const ECONOMIA_UNITS = [
  [10, 'I - A atividade económica e a ciência económica'],
  [10, 'II - Necessidades e consumo'],
  [10, 'III - A produção de bens e de serviços'],
  [10, 'IV - Preços e mercados'],
  [10, 'V - Moeda e Inflação'],
  [10, 'VI - Rendimentos e distribuição dos rendimentos'],
  [10, 'VII - Utilização dos rendimentos'],
  [11, 'VIII - Os agentes económicos e o circuito económico'],
  [11, 'IX - A Contabilidade Nacional'],
  [11, 'X - As relações económicas com o Resto do Mundo'],
  [11, 'XI - A intervenção do Estado na economia'],
  [11, 'XII - A economia portuguesa no contexto da União Europeia'],
];

test('the subject list has Economia A with its 12 units exactly as the spec names them', async () => {
  const response = await app().request('/api/subjects');
  expect(response.status).toBe(200);
  const { items } = (await response.json()) as SubjectList;
  const economia = items.find((s) => s.id === 'Economia');
  expect(economia).toMatchObject({ name: 'Economia A', practice: true });
  expect(economia?.units.map((u) => [u.year, u.name])).toEqual(ECONOMIA_UNITS);
  expect(economia?.units.map((u) => u.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
});

test('Biologia is a practice subject and the five catalogue subjects have 3 units each', async () => {
  const { items } = (await (await app().request('/api/subjects')).json()) as SubjectList;
  const biologia = items.find((s) => s.id === 'Biologia');
  expect(biologia).toMatchObject({ name: 'Biologia e Geologia', practice: true });
  expect(biologia?.units.length).toBeGreaterThanOrEqual(4);
  const catalogueOnly = items.filter((s) => !s.practice).map((s) => [s.name, s.units.length]);
  expect(catalogueOnly).toEqual([
    ['História', 3],
    ['Filosofia', 3],
    ['Geografia', 3],
    ['Matemática A', 3],
    ['Português', 3],
  ]);
});

test('exams come newest year first, phases in order, 2024 Segunda Fase pointing at its PDF', async () => {
  const response = await app().request('/api/subjects/Economia/exams');
  expect(response.status).toBe(200);
  const { items } = (await response.json()) as NationalExamList;
  const order = items.map((e) => [e.ano, e.fase]);
  expect(order).toEqual(
    [...order].sort((a, b) => (b[0] ?? 0) - (a[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0)),
  );
  const exam = items.find((e) => e.ano === 2024 && e.fase === 2);
  expect(exam).toEqual({
    ano: 2024,
    fase: 2,
    link_pdf: 'https://iave.pt/wp-content/uploads/2024/07/EX-EconA712-F2-2024-V1_net.pdf',
    criterios: 'https://iave.pt/wp-content/uploads/2024/07/EX-EconA712-F2-2024-CC-VD_net.pdf',
    checkedAt: '2026-07-07',
    source: expect.stringContaining('2026-07-07'),
  });
});

// Issue 26: every past paper of 712 and 702 — both phases every year from 2006 to 2026, and the
// época especial where it was held — each with its criteria, where it was read, and the paper's
// own PDF where a public source lists it (else the year's page of the official archive).
test.each(['Economia', 'Biologia'])(
  '%s: both phases every year from 2006 to 2026, each with criteria and its source',
  async (subject) => {
    const { items } = (await (
      await app().request(`/api/subjects/${subject}/exams`)
    ).json()) as NationalExamList;
    for (let year = 2006; year <= 2026; year++)
      for (const fase of [1, 2])
        expect(
          items.some((e) => e.ano === year && e.fase === fase),
          `${year}/${fase}`,
        ).toBe(true);
    for (const e of items) {
      const where = `${e.ano}/${e.fase}`;
      expect(e.criterios, where).toBeTruthy();
      expect(e.source.length, where).toBeGreaterThan(20);
      // A direct link is a PDF of the exam authority; otherwise it is the year's archive page.
      for (const link of [e.link_pdf, e.criterios ?? ''])
        expect(
          isArchivePage(link)
            ? link.endsWith(`?ano=${e.ano}`)
            : link.startsWith('https://iave.pt/wp-content/uploads/') && link.endsWith('.pdf'),
          `${where}: ${link}`,
        ).toBe(true);
    }
    // The época especial only where it was held: a few years, never all of them.
    const special = items.filter((e) => e.fase === 3).map((e) => e.ano);
    expect(special.length).toBeGreaterThanOrEqual(5);
    expect(special.length).toBeLessThan(21);
  },
);

test('an unknown subject answers 404 with a Portuguese message', async () => {
  const response = await app().request('/api/subjects/Astrologia/exams');
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({
    error: { code: 'NOT_FOUND', message: 'Disciplina não encontrada.' },
  });
});

test('the unit 4 worksheet lists its questions sorted by number, each with one correct option', async () => {
  const response = await app().request('/api/subjects/Economia/units/4/questions');
  expect(response.status).toBe(200);
  const worksheet = (await response.json()) as Worksheet;
  expect(worksheet.unit).toMatchObject({ number: 4, year: 10, name: 'IV - Preços e mercados' });
  expect(worksheet.items.length).toBeGreaterThanOrEqual(5);
  const numbers = worksheet.items.map((q) => q.questionNumber);
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  expect(numbers[0]).toBe(1);
  for (const q of worksheet.items.filter((item) => item.type === 'choice')) {
    expect(['A', 'B', 'C', 'D']).toContain(q.correct_option);
    expect(q[`option_${q.correct_option ?? 'A'}`]).toBeTruthy();
    expect(q.explanation).toContain(`(${q.correct_option})`);
  }
});

test('every Economia A unit has at least 5 questions', async () => {
  for (let unit = 1; unit <= 12; unit++) {
    const worksheet = (await (
      await app().request(`/api/subjects/Economia/units/${unit}/questions`)
    ).json()) as Worksheet;
    expect(worksheet.items.length, `unit ${unit}`).toBeGreaterThanOrEqual(5);
  }
});

test('a unit that does not exist answers 404 with the spec text; a non-number unit answers 400', async () => {
  const missing = await app().request('/api/subjects/Economia/units/13/questions');
  expect(missing.status).toBe(404);
  expect(await missing.json()).toEqual({
    error: { code: 'NOT_FOUND', message: 'Nenhuma questão encontrada para a Unidade 13' },
  });
  const invalid = await app().request('/api/subjects/Economia/units/quatro/questions');
  expect(invalid.status).toBe(400);
  const body = (await invalid.json()) as { error: { code: string; issues: { path: string }[] } };
  expect(body.error.code).toBe('VALIDATION');
  expect(body.error.issues[0]?.path).toBe('unidade');
});

test('figures are served as SVG; unknown or unsafe names are 404/400', async () => {
  const { readdirSync } = await import('node:fs');
  const { CONTENT_DIR } = await import('../../content/load');
  const figures = readdirSync(`${CONTENT_DIR}/figures`).filter((f) => f.endsWith('.svg'));
  expect(figures.length).toBeGreaterThan(0);
  const ok = await app().request(`/api/figures/${figures[0]}`);
  expect(ok.status).toBe(200);
  expect(ok.headers.get('content-type')).toContain('image/svg+xml');
  expect(await ok.text()).toContain('<svg');
  expect((await app().request('/api/figures/nao-existe.svg')).status).toBe(404);
  expect((await app().request('/api/figures/..%2Fsubjects.json')).status).toBe(400);
});
