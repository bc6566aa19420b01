import { REPORT_REASON_LABELS } from '@nota20/core/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  type ContentBundle,
  type ContentProblem,
  REPORTS_TO_REVIEW,
  type ReportsFile,
} from './schema';

// «Reportar esta pergunta» for the team (issue 27): `npm run content -- reports` lists what
// students reported, by item; `--write` keeps it in content/reports.json, where `check` holds
// an item with REPORTS_TO_REVIEW or more reports until its entry says how it was resolved.

type ReportedItem = ReportsFile['items'][number] & { versions: number; subject: string };

/** Every reported item, most reported first, named by its content file and number. */
export async function readReports(db: Db, bundle: ContentBundle): Promise<ReportedItem[]> {
  const { rows } = await db.execute<{
    subject: string;
    unit: number;
    paper: string | null;
    number: number;
    reasons: string[];
    comments: (string | null)[];
    versions: number;
  }>(sql`select u.subject_id as subject, u.number as unit, q.paper_id as paper,
      q.question_number as number, array_agg(r.reason order by r.created_at) as reasons,
      array_agg(r.comment order by r.created_at) as comments,
      count(distinct r.question_version)::int as versions
    from question_report r join question q on q.id = r.question_id join unit u on u.id = q.unit_id
    group by u.subject_id, u.number, q.paper_id, q.question_number
    order by count(*) desc, u.subject_id, u.number, q.question_number`);
  return rows.map((r) => {
    const file = r.paper
      ? `papers/${r.paper}.json`
      : (bundle.questionFiles.find((f) => f.subject === r.subject && f.unit === r.unit)?.file ??
        `questions (${r.subject}, unidade ${r.unit})`);
    const reasons: Record<string, number> = {};
    for (const reason of r.reasons) reasons[reason] = (reasons[reason] ?? 0) + 1;
    return {
      subject: r.subject,
      file,
      number: r.number,
      reports: r.reasons.length,
      reasons,
      comments: r.comments.filter((c): c is string => Boolean(c)),
      versions: r.versions,
    };
  });
}

const reasonsText = (reasons: Record<string, number>) =>
  Object.entries(reasons)
    .map(([r, n]) => `${REPORT_REASON_LABELS[r as keyof typeof REPORT_REASON_LABELS] ?? r}: ${n}`)
    .join(', ');

/** The listing `npm run content -- reports` prints. */
export function formatReports(items: readonly ReportedItem[]): string {
  if (items.length === 0) return 'Nenhuma pergunta foi reportada.';
  return items
    .map(
      (i) =>
        `${i.reports >= REPORTS_TO_REVIEW ? '!' : ' '} ${i.file} #${i.number}: ${i.reports} reporte(s) (${reasonsText(i.reasons)})` +
        (i.versions > 1 ? `, sobre ${i.versions} versões do item` : '') +
        i.comments.map((c) => `\n      «${c}»`).join(''),
    )
    .join('\n');
}

/** content/reports.json after an export: the new counts, keeping each entry's `resolved`. */
export function reportsFile(items: readonly ReportedItem[], before: ReportsFile | undefined) {
  const resolvedOf = new Map(
    (before?.items ?? []).flatMap((i) =>
      i.resolved ? [[`${i.file}#${i.number}`, i.resolved]] : [],
    ),
  );
  return {
    items: items.map(({ subject: _s, versions: _v, ...i }) => {
      const resolved = resolvedOf.get(`${i.file}#${i.number}`);
      return resolved ? { ...i, resolved } : i;
    }),
  } satisfies ReportsFile;
}

/** `check`: an item reported by REPORTS_TO_REVIEW students or more is reviewed before it stays. */
export function reportProblems(bundle: ContentBundle): ContentProblem[] {
  return (bundle.reports ?? [])
    .filter((i) => i.reports >= REPORTS_TO_REVIEW && !i.resolved)
    .map((i) => ({
      file: i.file,
      question: i.number,
      problem: `${i.reports} alunos reportaram esta pergunta (${reasonsText(i.reasons)}); revê-a e diz em reports.json como ficou resolvida ("resolved")`,
    }));
}
