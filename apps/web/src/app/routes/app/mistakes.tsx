import type { Mistake } from '@nota20/core/contracts/learning';
import { unitLabel } from '@nota20/core/units';
import type { QueryClient } from '@tanstack/react-query';
import { DocumentGroup } from '../../../components/items/document-view';
import { Button } from '../../../components/ui/button';
import { useChosenSubject } from '../../use-chosen-subject';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { useMistakes } from '../../../features/learning/api/get-mistakes';
import { ReportQuestionButton } from '../../../features/learning/components/report-question';
import { useStartTest, useStartTutorAction } from '../../../features/quizzes/use-start-test';
import { subjectsQueryOptions } from '../../../features/subjects/api/get-subjects';
import { WorksheetQuestionCard } from '../../../features/subjects/components/worksheet-question';
import { AskTutorButton } from '../../../features/tutor/components/ask-tutor-button';

export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(subjectsQueryOptions());
}

/** The student's last answer, as the notebook shows it beside the key. */
function answerText(m: Mistake): string {
  switch (m.question.type) {
    case 'choice':
      return m.selected ? `a opção (${m.selected})` : '';
    case 'ordering':
      return m.order ?? '';
    case 'matching':
      return Object.entries(m.pairs ?? {})
        .map(([k, v]) => `${k}-${v}`)
        .join(' ');
    case 'numeric':
      return m.value ?? '';
    case 'written':
      return m.text ?? '';
  }
}

function MistakeCard({
  m,
  subjectId,
  subjectName,
}: {
  m: Mistake;
  subjectId: string;
  subjectName: string;
}) {
  const startSuggested = useStartTutorAction();
  const answer = answerText(m);
  const card = (
    <WorksheetQuestionCard
      question={m.question}
      showAnswers
      actions={
        <>
          <p className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3 text-red-950">
            <span className="font-semibold">A tua última resposta: </span>
            {answer ? answer : 'deixaste em branco.'}
            <span className="block text-sm text-red-900">
              Erraste {m.timesWrong === 1 ? '1 vez' : `${m.timesWrong} vezes`}
              {m.rightDays > 0 ? ' · já acertaste num dia; falta outro dia para sair' : ''}.
            </span>
          </p>
          <div className="flex flex-wrap items-start gap-x-2">
            <ReportQuestionButton
              question={{
                id: m.questionId,
                label: `questão ${m.question.questionNumber} da unidade ${m.unit} de ${subjectName}`,
              }}
            />
            <div className="mt-3">
              <AskTutorButton
                onAction={startSuggested}
                question={{
                  id: m.questionId,
                  label: `questão ${m.question.questionNumber} da unidade ${m.unit} de ${subjectName}`,
                  written: m.question.type === 'written',
                  subject: subjectId,
                }}
              />
            </div>
          </div>
        </>
      }
    />
  );
  return m.question.document ? (
    <DocumentGroup document={m.question.document}>{card}</DocumentGroup>
  ) : (
    card
  );
}

/** /app/erros: «Os meus erros» of a subject, by unit, with the student's answer and the key. */
export function Component() {
  const start = useStartTest();
  const { subjects, practice, subjectId, subject, choose } = useChosenSubject();
  const mistakes = useMistakes(subjectId);
  const items = mistakes.data?.items ?? [];
  const units = [...new Set(items.map((m) => m.unit))];
  return (
    <>
      <PageHeader title="Os meus erros">
        As perguntas que erraste ou deixaste em branco, com a tua resposta, a correta e a
        explicação. Cada uma sai do caderno quando a acertares em dois dias diferentes.
      </PageHeader>
      {subjects.isPending || (mistakes.isPending && subjectId) ? (
        <LoadingState label="A carregar os teus erros…" />
      ) : mistakes.isError ? (
        <ErrorState heading="Erro" message={mistakes.error.message}>
          <Button variant="secondary" onClick={() => void mistakes.refetch()}>
            Tentar novamente
          </Button>
        </ErrorState>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-4">
            <div className="w-full max-w-xs">
              <SelectField
                label="Disciplina"
                value={subjectId}
                onChange={(id) => id && choose(id)}
                placeholder="Escolhe a disciplina"
                options={practice.map((s) => ({ value: s.id, label: s.name }))}
              />
            </div>
            <Button
              disabled={items.length === 0}
              onClick={() => start({ type: 'mistakes', subject: subjectId })}
            >
              Refazer erros
            </Button>
          </div>
          {items.length === 0 ? (
            <p className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
              O teu caderno de erros de {subject?.name ?? 'esta disciplina'} está vazio. Quando
              errares ou deixares uma pergunta em branco num teste, ela aparece aqui.
            </p>
          ) : (
            <p className="mt-6 text-slate-700" role="status">
              {items.length === 1 ? '1 pergunta' : `${items.length} perguntas`} no caderno.
            </p>
          )}
          {units.map((number) => {
            const ofUnit = items.filter((m) => m.unit === number);
            const unit = subject?.units.find((u) => u.number === number);
            return (
              <section key={number} className="mt-8" aria-labelledby={`erros-unidade-${number}`}>
                <h2 id={`erros-unidade-${number}`} className="text-xl font-bold text-slate-900">
                  {unit ? `${unitLabel(unit)} — ${unit.name}` : `Unidade ${number}`}
                </h2>
                <div className="mt-4 grid gap-6">
                  {ofUnit.map((m) => (
                    <MistakeCard
                      key={m.questionId}
                      m={m}
                      subjectId={subjectId}
                      subjectName={subject?.name ?? ''}
                    />
                  ))}
                </div>
              </section>
            );
          })}
        </>
      )}
    </>
  );
}
