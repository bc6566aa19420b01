import { expect, test } from 'vitest';
import { createTestApp } from '../../test/app';
import { useTestDatabase } from '../../test/database';
import { jsonRequest, signUp } from '../../test/session';
import { readContent } from './load';
import { formatReports, readReports, reportProblems, reportsFile } from './reports';

// `npm run content -- reports` and the checker: three students report one item; the team sees
// it, exports it, and `check` holds it until the entry says how it was resolved.

const database = useTestDatabase();
const app = () => createTestApp(database().db);

test('three independent reports of an item: listed for the team, flagged by check until resolved', async () => {
  const { bundle } = readContent();
  const sheet = (await (
    await app().request('/api/subjects/Economia/units/3/questions')
  ).json()) as { items: { id: number; questionNumber: number }[] };
  const item = sheet.items[4];
  const reasons = ['resposta_errada', 'resposta_errada', 'enunciado_confuso'];
  for (const reason of reasons) {
    const student = await signUp(app());
    const sent = await app().request(
      `/api/questions/${item?.id}/reports`,
      jsonRequest(
        'POST',
        { reason, comment: `Comentário de ${reason}` },
        { cookie: student.cookie },
      ),
    );
    expect(sent.status).toBe(201);
  }
  const items = await readReports(database().db, bundle);
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({
    file: 'questions/economia/unit-03.json',
    number: item?.questionNumber,
    reports: 3,
    reasons: { resposta_errada: 2, enunciado_confuso: 1 },
    versions: 1,
  });
  expect(formatReports(items)).toContain('Resposta errada: 2, Enunciado confuso: 1');

  const exported = reportsFile(items, undefined);
  const flagged = reportProblems({ ...bundle, reports: exported.items });
  expect(flagged).toEqual([
    {
      file: 'questions/economia/unit-03.json',
      question: item?.questionNumber,
      problem: expect.stringContaining('3 alunos reportaram esta pergunta'),
    },
  ]);
  // Resolved (the review that dealt with it): no longer a problem, and kept on the next export.
  const resolved = exported.items.map((i) => ({ ...i, resolved: 'reviews/economia-unit-03.md' }));
  expect(reportProblems({ ...bundle, reports: resolved })).toEqual([]);
  expect(reportsFile(items, { items: resolved }).items[0]?.resolved).toBe(
    'reviews/economia-unit-03.md',
  );
});
