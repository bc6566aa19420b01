import type { ExamFile } from './schema';

// `npm run content -- check-links`: asks the exam authority's server whether each link of the
// exam catalogue still answers. Where this machine has no network it says so and checks nothing.

export type LinkResult = { url: string; ok: boolean; status?: number; error?: string };
export type LinkReport =
  { network: false; error: string; links: number } | { network: true; results: LinkResult[] };

/** Errors that mean "no way out to the internet" rather than "this link is broken". */
const NO_NETWORK = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'ECONNREFUSED',
  'EHOSTUNREACH',
]);

function causeCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  return cause?.code ?? (error as { code?: string } | undefined)?.code;
}

async function probe(url: string, fetchLink: typeof fetch, timeoutMs: number): Promise<LinkResult> {
  try {
    // HEAD first; some servers refuse it, and a GET is then asked for the first byte only.
    let response = await fetchLink(url, {
      method: 'HEAD',
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 405 || response.status === 501)
      response = await fetchLink(url, {
        headers: { range: 'bytes=0-0' },
        redirect: 'follow',
        signal: AbortSignal.timeout(timeoutMs),
      });
    return { url, ok: response.ok, status: response.status };
  } catch (error) {
    return { url, ok: false, error: causeCode(error) ?? (error as Error).message };
  }
}

/** Every distinct link of the catalogue, a few at a time. */
export async function checkExamLinks(
  exams: readonly ExamFile[],
  { fetchLink = fetch, timeoutMs = 15_000, parallel = 4 } = {},
): Promise<LinkReport> {
  const urls = [...new Set(exams.flatMap((e) => [e.pdf, ...(e.criteria ? [e.criteria] : [])]))];
  const first = urls[0];
  if (!first) return { network: true, results: [] };
  // One link first: if it cannot even be reached, the machine has no network.
  const opening = await probe(first, fetchLink, timeoutMs);
  if (!opening.ok && opening.error && NO_NETWORK.has(opening.error))
    return { network: false, error: opening.error, links: urls.length };
  const results: LinkResult[] = [opening];
  let next = 1;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < urls.length) {
        const url = urls[next++] as string;
        results.push(await probe(url, fetchLink, timeoutMs));
      }
    }),
  );
  return { network: true, results };
}

/** The catalogue with `checkedAt` set to `today` on every entry whose links all answered. */
export function markChecked(
  exams: readonly ExamFile[],
  results: readonly LinkResult[],
  today: string,
): ExamFile[] {
  const ok = new Set(results.filter((r) => r.ok).map((r) => r.url));
  return exams.map((e) =>
    ok.has(e.pdf) && (!e.criteria || ok.has(e.criteria)) ? { ...e, checkedAt: today } : e,
  );
}
