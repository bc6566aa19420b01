import {
  EXAM_PHASE_NAMES,
  EXAM_PHASES,
  examYears,
  findExam,
  isArchivePage,
} from '@nota20/core/exam-phases';
import type { NationalExam } from '@nota20/core/contracts/subjects';
import { MESSAGES } from '@nota20/core/messages';
import { ExternalLink } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { EmptyState } from '../../../components/ui/states';

const PHASE_OPTIONS = EXAM_PHASES.map((phase) => ({
  value: String(phase),
  label: EXAM_PHASE_NAMES[phase],
}));

// Narrow on phones: the four columns fit 360 px (Critérios included), without scrolling sideways.
const LINK_CLASSES =
  'inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-xl border border-brand-200 bg-white px-2 font-bold text-brand-800 hover:border-brand-600 hover:bg-brand-50 sm:px-3';
const CELL = 'px-1.5 py-3 first:pl-3 last:pr-3 sm:px-4';

/** «1.ª fase» on a phone, «Primeira Fase» (the spec's name) from `sm` up. */
const SHORT_PHASE = { 1: '1.ª fase', 2: '2.ª fase', 3: 'Época esp.' } as const;
function PhaseName({ phase }: { phase: NationalExam['fase'] }) {
  return (
    <>
      <span aria-hidden="true" className="sm:hidden">
        {SHORT_PHASE[phase]}
      </span>
      <span className="sr-only sm:not-sr-only">{EXAM_PHASE_NAMES[phase]}</span>
    </>
  );
}

/** Spec §5: only exams with a year, a phase and a paper link are listed. */
const isListed = (exam: NationalExam) => Boolean(exam.ano && exam.fase && exam.link_pdf);

const examLabel = (exam: NationalExam) => `${exam.ano}, ${EXAM_PHASE_NAMES[exam.fase]}`;

type Outcome = { message?: string; match?: NationalExam };

/** Spec §5 signed-in exam search, checked in the order the spec lists the messages. */
function searchExams(
  exams: readonly NationalExam[],
  year: string,
  phase: string,
  showCriteria: boolean,
): Outcome {
  if (!year || !phase) return { message: MESSAGES.examSearchRequired };
  const y = Number(year);
  const p = Number(phase);
  // A listed entry wins over a broken duplicate for the same year and phase.
  const exam = findExam(exams.filter(isListed), y, p) ?? findExam(exams, y, p);
  if (!exam) return { message: MESSAGES.examNotFound };
  if (!exam.link_pdf) return { message: MESSAGES.examLinkMissing };
  if (showCriteria && !exam.criterios)
    return { message: MESSAGES.examCriteriaMissing, match: exam };
  return { match: exam };
}

/**
 * A paper's or its criteria's link; where no public source gives the PDF, the year's page of the
 * official archive, named as such («Arquivo»), where the paper and its criteria are listed.
 */
function PdfLink({ href, label, exam }: { href: string; label: string; exam: NationalExam }) {
  return (
    <a className={LINK_CLASSES} href={href} target="_blank" rel="noopener noreferrer">
      {/* One inline run, so the space before the hidden words survives in the link's name. */}
      {isArchivePage(href) ? (
        <span>
          Arquivo{' '}
          <span className="sr-only">
            oficial de {exam.ano}, com o enunciado e os critérios (abre num novo separador)
          </span>
        </span>
      ) : (
        <span>
          {label}{' '}
          <span className="sr-only">do exame de {examLabel(exam)} (abre num novo separador)</span>
        </span>
      )}
      <ExternalLink aria-hidden="true" className="hidden size-4 shrink-0 min-[400px]:block" />
    </a>
  );
}

/**
 * Spec §2 exams page (signed-in): year and phase selects, a criteria toggle, a search button and
 * a table with Ano, Fase, Exame and Critérios. A successful search narrows the table to the exam
 * found, so on a phone its links are right under the form; the table opens the PDFs in new tabs.
 */
export function ExamTable({
  exams,
  subjectName,
}: {
  exams: readonly NationalExam[];
  subjectName?: string | undefined;
}) {
  const [year, setYear] = useState('');
  const [phase, setPhase] = useState('');
  const [showCriteria, setShowCriteria] = useState(true);
  // The last search; its outcome is derived so the criteria toggle updates the message at once.
  const [searched, setSearched] = useState<{ year: string; phase: string }>();
  const searchButton = useRef<HTMLButtonElement>(null);

  // filter() already copies, so sorting in place is safe (and works where toSorted does not).
  const listed = exams.filter(isListed).sort((a, b) => b.ano - a.ano || a.fase - b.fase);
  if (listed.length === 0) return <EmptyState>{MESSAGES.noValidExamsFound}</EmptyState>;

  const outcome = searched
    ? searchExams(exams, searched.year, searched.phase, showCriteria)
    : undefined;
  const match = outcome?.match;
  const rows = match ? [match] : listed;
  const caption = subjectName ? `Exames nacionais de ${subjectName}` : 'Exames nacionais';

  return (
    <div>
      <form
        aria-label="Procurar exame"
        className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-[1fr_1fr_auto_auto] lg:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setSearched({ year, phase });
        }}
      >
        <SelectField
          label="Ano"
          value={year}
          onChange={setYear}
          placeholder="Seleciona o ano"
          options={examYears(exams.filter((e) => e.ano)).map((y) => ({
            value: String(y),
            label: String(y),
          }))}
        />
        <SelectField
          label="Fase"
          value={phase}
          onChange={setPhase}
          placeholder="Seleciona a fase"
          options={PHASE_OPTIONS}
        />
        <label className="flex min-h-11 cursor-pointer items-center gap-3 sm:self-end">
          <input
            type="checkbox"
            role="switch"
            className="peer sr-only"
            checked={showCriteria}
            onChange={(event) => setShowCriteria(event.target.checked)}
          />
          <span
            aria-hidden="true"
            className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
          />
          <span className="text-sm font-semibold text-slate-800">Mostrar critérios</span>
        </label>
        <Button ref={searchButton} type="submit" className="sm:self-end">
          Procurar
        </Button>
      </form>

      <div aria-live="polite" className="mt-4 grid gap-3">
        {outcome?.message ? (
          <p
            role="alert"
            className="rounded-xl border border-amber-300 bg-amber-50 p-4 font-medium text-amber-900"
          >
            {outcome.message}
          </p>
        ) : null}
        {match ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950">
            <p className="font-semibold">Exame de {examLabel(match)}</p>
            <Button
              variant="secondary"
              onClick={() => {
                setSearched(undefined);
                // This button goes away with the result; keyboard focus goes back to the search.
                searchButton.current?.focus();
              }}
            >
              Ver todos os exames
            </Button>
          </div>
        ) : null}
      </div>

      <div className="relative mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            {match ? `${caption}: resultado da pesquisa` : caption}
          </caption>
          <thead className="bg-slate-50 text-xs tracking-wider text-slate-600 uppercase">
            <tr>
              <th scope="col" className={CELL}>
                Ano
              </th>
              <th scope="col" className={CELL}>
                Fase
              </th>
              <th scope="col" className={CELL}>
                Exame
              </th>
              {showCriteria ? (
                <th scope="col" className={CELL}>
                  Critérios
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((exam) => (
              <tr key={`${exam.ano}-${exam.fase}`} className="border-t border-slate-200">
                <th scope="row" className={`${CELL} font-semibold text-slate-900`}>
                  {exam.ano}
                </th>
                <td className={`${CELL} text-slate-700 sm:whitespace-nowrap`}>
                  <PhaseName phase={exam.fase} />
                </td>
                <td className={CELL}>
                  <PdfLink href={exam.link_pdf} label="Enunciado" exam={exam} />
                </td>
                {showCriteria ? (
                  <td className={CELL}>
                    {exam.criterios ? (
                      <PdfLink href={exam.criterios} label="Critérios" exam={exam} />
                    ) : (
                      <span className="text-slate-600">Indisponível</span>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
