import type { Subject } from '@nota20/core/contracts/subjects';
import { MESSAGES } from '@nota20/core/messages';
import { ArrowLeft, Eye, EyeOff, Printer } from 'lucide-react';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useParams, type Params } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { subjectsQueryOptions } from '../../features/subjects/api/get-subjects';
import { useWorksheet, worksheetQueryOptions } from '../../features/subjects/api/get-worksheet';
import {
  PracticeSubject,
  practiceSubjectBySlug,
} from '../../features/subjects/components/practice-subject';
import { PrintKey } from '../../features/subjects/components/print-key';
import { useSeemsSignedIn } from '../../lib/signed-in-hint';
import { useMediaQuery } from '../../lib/use-media-query';
import { useProgressiveCount } from '../../lib/use-progressive-count';
import { ReportQuestionButton } from '../../features/learning/components/report-question';
import { useStartTutorAction } from '../../features/quizzes/use-start-test';
import { AskTutorButton } from '../../features/tutor/components/ask-tutor-button';
import { WorksheetQuestionCard } from '../../features/subjects/components/worksheet-question';
import { DocumentGroup } from '../../components/items/document-view';
import { runsOf } from '../../components/items/groups';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { unitLabel } from '@nota20/core/units';

function parseUnit(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,2}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
}

/**
 * Items a worksheet renders per step (useProgressiveCount): a 36-item unit rendered in one go
 * was one 300 ms task on Lighthouse's throttled phone.
 */
const ITEMS_PER_STEP = 3;

function Worksheet({ subject, unit }: { subject: Subject; unit: number | undefined }) {
  // A public page reads no session (ADR 004): the browser's hint says whether to offer the form.
  const seemsSignedIn = useSeemsSignedIn();
  const startSuggested = useStartTutorAction();
  const printing = useMediaQuery('print');
  const worksheet = useWorksheet(subject.id, unit ?? 0, unit !== undefined);
  const [showAnswers, setShowAnswers] = useState(false);
  const count = worksheet.data?.items.length ?? 0;
  const rendered = useProgressiveCount(count, ITEMS_PER_STEP);
  // Printing (the button or the browser's menu) needs every item at once.
  const visible = printing ? count : rendered;
  const back = (
    <ButtonLink to={paths.worksheets(subject.id)} variant="secondary">
      <ArrowLeft aria-hidden="true" className="size-4" /> Voltar às Fichas
    </ButtonLink>
  );

  if (unit === undefined) {
    return (
      <ErrorState heading={MESSAGES.errorHeading} message={MESSAGES.noQuestionsFound}>
        {back}
      </ErrorState>
    );
  }
  if (worksheet.isPending) return <LoadingState label="A carregar as questões…" />;
  if (worksheet.isError) {
    // This unit has no worksheet: asking again will not change that.
    const notFound = worksheet.error instanceof ApiError && worksheet.error.status === 404;
    return (
      <ErrorState heading={MESSAGES.errorHeading} message={worksheet.error.message}>
        {back}
        {notFound ? null : (
          <Button variant="ghost" onClick={() => void worksheet.refetch()}>
            Tentar novamente
          </Button>
        )}
      </ErrorState>
    );
  }
  const { items } = worksheet.data;
  if (items.length === 0) {
    return (
      <ErrorState heading={MESSAGES.errorHeading} message={MESSAGES.noQuestionsForUnit(unit)}>
        {back}
      </ErrorState>
    );
  }
  return (
    <>
      <div className="mb-4 print:hidden">{back}</div>
      <PageHeader
        title={worksheet.data.unit.name}
        eyebrow={`${subject.name} · ${unitLabel(worksheet.data.unit)}`}
      >
        {items.length} questões, de escolha múltipla e dos outros tipos do exame. Responde primeiro
        e depois confirma as respostas.
      </PageHeader>
      {/* Only the toggle stays on screen while scrolling; the way back is at both ends. */}
      <div className="sticky top-0 z-10 -mx-4 mb-6 flex flex-wrap gap-3 border-b border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 print:hidden">
        <Button onClick={() => setShowAnswers((shown) => !shown)} aria-pressed={showAnswers}>
          {showAnswers ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
          {showAnswers ? 'Esconder Respostas' : 'Mostrar Respostas'}
        </Button>
        {/* The questions print without their keys; the key follows on a page of its own. */}
        <Button
          variant="secondary"
          onClick={() => {
            flushSync(() => setShowAnswers(false));
            window.print();
          }}
        >
          <Printer aria-hidden="true" className="size-4" /> Imprimir
        </Button>
      </div>
      <div className="grid gap-8">
        {runsOf(items.slice(0, visible)).map((run) => {
          const cards = run.items.map((question) => (
            <WorksheetQuestionCard
              key={question.id}
              question={question}
              showAnswers={showAnswers}
              actions={
                <div className="flex flex-wrap items-start gap-x-2 print:hidden">
                  <ReportQuestionButton
                    signedIn={seemsSignedIn}
                    question={{
                      id: question.id,
                      label: `questão ${question.questionNumber} da unidade ${unit} de ${subject.name}`,
                    }}
                  />
                  <div className="mt-3">
                    <AskTutorButton
                      signedIn={seemsSignedIn}
                      onAction={startSuggested}
                      question={{
                        id: question.id,
                        label: `questão ${question.questionNumber} da unidade ${unit} de ${subject.name}`,
                        written: question.type === 'written',
                        subject: subject.id,
                      }}
                    />
                  </div>
                </div>
              }
            />
          ));
          return run.document ? (
            <DocumentGroup key={run.document.id} document={run.document}>
              {cards}
            </DocumentGroup>
          ) : (
            cards
          );
        })}
      </div>
      <div className="mt-8 print:hidden">{back}</div>
      {printing ? <PrintKey items={items} /> : null}
    </>
  );
}

/**
 * The subjects, then this unit's questions, start as soon as this chunk is in (router.tsx,
 * preloadRoute), without waiting for the page to render each step.
 */
export async function prefetch(queryClient: QueryClient, params: Params) {
  const unit = parseUnit(params.unidadeId);
  if (unit === undefined) return;
  const { items } = await queryClient.fetchQuery(subjectsQueryOptions());
  const subject = practiceSubjectBySlug(items, params.disciplina ?? '');
  if (subject) await queryClient.prefetchQuery(worksheetQueryOptions(subject.id, unit));
}

export function Component() {
  const { disciplina = '', unidadeId } = useParams();
  return (
    <PracticeSubject slug={disciplina}>
      {(subject) => (
        <Worksheet
          key={`${subject.id}/${unidadeId}`}
          subject={subject}
          unit={parseUnit(unidadeId)}
        />
      )}
    </PracticeSubject>
  );
}
