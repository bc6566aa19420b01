import { REPORT_COMMENT_MAX, REPORT_REASON_LABELS, REPORT_REASONS } from '@nota20/core/reports';
import { Flag } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { FormMessage } from '../../../components/ui/text-field';
import { failureMessage } from '../../../lib/api-client';
import { useReportQuestion } from '../api/report-question';

type Reason = (typeof REPORT_REASONS)[number];

/** The question a report is about: its id and how the page names it («questão 3 da unidade 9…»). */
export type ReportedQuestion = { id: number; label: string };

/**
 * «Reportar esta pergunta» (issue 27): a reason and a comment, sent once per student and
 * question. A second report of the same question is not sent again: the page says it was
 * already received. Signed out, the dialog asks the student to sign in first.
 */
export function ReportQuestionButton({
  question,
  signedIn = true,
}: {
  question: ReportedQuestion;
  /** A public page tells whether someone is signed in; the app's pages always are. */
  signedIn?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason>();
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState<'new' | 'again'>();
  const [error, setError] = useState<string>();
  const report = useReportQuestion();
  const commentId = useId();
  const button = useRef<HTMLButtonElement>(null);

  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 print:hidden">
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setError(undefined);
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      >
        <Flag aria-hidden="true" className="size-4" />
        Reportar esta pergunta
        <span className="sr-only"> ({question.label})</span>
      </button>
      {sent ? (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {sent === 'new'
            ? 'Obrigado! Recebemos o teu reporte e vamos rever esta pergunta.'
            : 'Já tinhas reportado esta pergunta: o teu reporte está connosco. Obrigado!'}
        </p>
      ) : null}
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Reportar esta pergunta"
        returnFocusTo={button}
        description={`Sobre a ${question.label}. O que está mal?`}
      >
        {!signedIn ? (
          <p className="text-slate-700">
            Para reportar uma pergunta,{' '}
            <Link to="/login" className="font-semibold text-brand-700 underline">
              inicia sessão
            </Link>
            : assim sabemos que cada reporte é de um aluno diferente.
          </p>
        ) : (
          <form
            className="flex flex-col gap-4"
            onSubmit={async (event) => {
              event.preventDefault();
              if (!reason) return setError('Escolhe o motivo.');
              setError(undefined);
              try {
                const saved = await report.mutateAsync({
                  questionId: question.id,
                  reason,
                  ...(comment.trim() ? { comment: comment.trim() } : {}),
                });
                setSent(saved.alreadyReported ? 'again' : 'new');
                setOpen(false);
                setComment('');
                setReason(undefined);
              } catch (caught) {
                setError(
                  failureMessage(
                    caught,
                    'Não foi possível enviar o reporte. Tenta novamente.',
                    [400, 401],
                  ),
                );
              }
            }}
          >
            {error ? <FormMessage tone="error">{error}</FormMessage> : null}
            <fieldset>
              <legend className="text-sm font-semibold text-slate-800">Motivo</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {REPORT_REASONS.map((r) => (
                  <label
                    key={r}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name="motivo"
                      value={r}
                      checked={reason === r}
                      onChange={() => setReason(r)}
                    />
                    {REPORT_REASON_LABELS[r]}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={commentId} className="text-sm font-semibold text-slate-800">
                Comentário (opcional)
              </label>
              <textarea
                id={commentId}
                rows={3}
                maxLength={REPORT_COMMENT_MAX}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                className="rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
              />
            </div>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? 'A enviar…' : 'Enviar reporte'}
            </Button>
          </form>
        )}
      </Modal>
    </div>
  );
}
