import { expect, test } from 'vitest';
import { checkExamLinks, markChecked } from './check-links';
import type { ExamFile } from './schema';

const entry = (year: number, pdf: string, criteria: string | null): ExamFile => ({
  subject: 'Economia',
  year,
  phase: 1,
  pdf,
  criteria,
  checkedAt: null,
  source: 'teste',
});

/** A fetch that answers by address, as a server would, and records what was asked. */
function fakeFetch(answers: Record<string, number | Error | Record<string, number>>) {
  const asked: { url: string; method: string }[] = [];
  const fetchLink = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    asked.push({ url, method: init?.method ?? 'GET' });
    const answer = answers[url];
    if (answer instanceof Error) throw answer;
    const status = typeof answer === 'object' ? answer[init?.method ?? 'GET'] : answer;
    return new Response(null, { status: status ?? 404 });
  }) as typeof fetch;
  return { fetchLink, asked };
}

const offline = () =>
  Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } });

test('without a network nothing is checked, and the report says so', async () => {
  const { fetchLink, asked } = fakeFetch({ 'https://a/1.pdf': offline() });
  const report = await checkExamLinks(
    [entry(2024, 'https://a/1.pdf', 'https://a/1-cc.pdf'), entry(2023, 'https://a/2.pdf', null)],
    { fetchLink },
  );
  expect(report).toEqual({ network: false, error: 'ENOTFOUND', links: 3 });
  expect(asked).toHaveLength(1);
});

test('each distinct link is asked once; a broken one is reported, a refused HEAD is retried as GET', async () => {
  const { fetchLink, asked } = fakeFetch({
    'https://a/1.pdf': 200,
    'https://a/1-cc.pdf': { HEAD: 405, GET: 206 },
    'https://a/page?ano=2010': 200,
  });
  const exams = [
    entry(2024, 'https://a/1.pdf', 'https://a/1-cc.pdf'),
    entry(2010, 'https://a/page?ano=2010', 'https://a/page?ano=2010'),
    entry(2009, 'https://a/gone.pdf', null),
  ];
  const report = await checkExamLinks(exams, { fetchLink });
  if (!report.network) throw new Error('expected a network');
  const byUrl = Object.fromEntries(report.results.map((r) => [r.url, r.status]));
  // The criteria refused HEAD (405), then answered the GET for its first byte.
  expect(byUrl).toEqual({
    'https://a/1.pdf': 200,
    'https://a/1-cc.pdf': 206,
    'https://a/page?ano=2010': 200,
    'https://a/gone.pdf': 404,
  });
  expect(asked.filter((a) => a.url === 'https://a/1-cc.pdf').map((a) => a.method)).toEqual([
    'HEAD',
    'GET',
  ]);
  expect(asked.filter((a) => a.url === 'https://a/page?ano=2010')).toHaveLength(1);

  // Only entries whose every link answered get today's date.
  const marked = markChecked(exams, report.results, '2026-11-26');
  expect(marked.map((e) => e.checkedAt)).toEqual(['2026-11-26', '2026-11-26', null]);
});
