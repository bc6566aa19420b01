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
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';

const PHASE_OPTIONS = EXAM_PHASES.map((phase) => ({
  value: String(phase),
  label: EXAM_PHASE_NAMES[phase],
}));

/**
 * Spec §2 /economia/exames: pick a year (newest first) and a phase; Procurar opens the paper in
 * a new tab. The found exam also stays on the page as links, in case the browser blocks the tab.
 */
export function ExamSearch({ exams }: { exams: readonly NationalExam[] }) {
  const [year, setYear] = useState('');
  const [phase, setPhase] = useState('');
  const [message, setMessage] = useState('');
  const [found, setFound] = useState<NationalExam>();

  const search = () => {
    setFound(undefined);
    if (!year || !phase) {
      setMessage(MESSAGES.examSearchRequired);
      return;
    }
    const exam = findExam(exams, Number(year), Number(phase));
    if (!exam) {
      setMessage(MESSAGES.examNotFoundForYearAndPhase);
      return;
    }
    setMessage('');
    setFound(exam);
    window.open(exam.link_pdf, '_blank', 'noopener,noreferrer');
  };

  return (
    <div className="max-w-xl">
      <form
        className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <SelectField
          label="Ano"
          value={year}
          onChange={setYear}
          placeholder="Seleciona o ano"
          options={examYears(exams).map((y) => ({ value: String(y), label: String(y) }))}
        />
        <SelectField
          label="Fase"
          value={phase}
          onChange={setPhase}
          placeholder="Seleciona a fase"
          options={PHASE_OPTIONS}
        />
        <Button type="submit" className="sm:col-span-2">
          Procurar
        </Button>
      </form>
      <div aria-live="polite" className="mt-4">
        {message ? (
          <p
            role="alert"
            className="rounded-xl border border-amber-300 bg-amber-50 p-4 font-medium text-amber-900"
          >
            {message}
          </p>
        ) : null}
        {found ? (
          <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950">
            <p className="font-semibold">
              Exame de {found.ano}, {EXAM_PHASE_NAMES[found.fase]}
            </p>
            <p className="mt-1 text-sm">
              {isArchivePage(found.link_pdf)
                ? `A página do arquivo oficial de ${found.ano} abriu num novo separador: o enunciado e os critérios estão listados lá. Se não abriu, usa a ligação:`
                : 'O enunciado abriu num novo separador. Se não abriu, usa as ligações:'}
            </p>
            <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <a
                  className="inline-flex min-h-11 items-center gap-1 font-semibold underline"
                  href={found.link_pdf}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {isArchivePage(found.link_pdf)
                    ? `Arquivo oficial de ${found.ano}`
                    : 'Enunciado (PDF)'}{' '}
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only">(abre num novo separador)</span>
                </a>
              </li>
              {found.criterios && found.criterios !== found.link_pdf ? (
                <li>
                  <a
                    className="inline-flex min-h-11 items-center gap-1 font-semibold underline"
                    href={found.criterios}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Critérios de classificação{' '}
                    <ExternalLink aria-hidden="true" className="size-4" />
                    <span className="sr-only">(abre num novo separador)</span>
                  </a>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}
