import type { TutorAction } from '@nota20/core/contracts/assistant';
import { Bot } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { LoadingState } from '../../../components/ui/states';

// The chat loads when a dialog first opens: a worksheet is read far more often than asked about.
const TutorChat = lazy(() => import('./tutor-chat').then((m) => ({ default: m.TutorChat })));

/** The item a student asks about: its id, how the page names it, and whether it is written. */
export type AskedQuestion = { id: number; label: string; written: boolean; subject: string };

/**
 * «Pergunta ao tutor» under an item of a worksheet or the mistakes notebook (issue 28): a dialog
 * with the tutor about that item. Signed out, the dialog asks the student to sign in first.
 */
export function AskTutorButton({
  question,
  signedIn = true,
  onAction,
}: {
  question: AskedQuestion;
  /** A public page tells whether someone is signed in; the app's pages always are. */
  signedIn?: boolean;
  onAction: (action: TutorAction) => void;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        <Bot aria-hidden="true" className="size-4" />
        Pergunta ao tutor
        <span className="sr-only"> ({question.label})</span>
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Pergunta ao tutor"
        returnFocusTo={button}
        description={`Sobre a ${question.label}.`}
      >
        {signedIn ? (
          <Suspense fallback={<LoadingState label="A abrir o tutor…" />}>
            <TutorChat
              about={{ questionId: question.id }}
              discipline={question.subject}
              titled={false}
              intro="Pergunta sobre esta questão ou sobre o conceito que ela treina."
              suggestions={
                question.written
                  ? ['Explica-me esta pergunta', 'Dá-me um exemplo']
                  : ['Explica-me esta pergunta', 'Dá-me um exemplo', 'Dá-me um exercício parecido']
              }
              placeholder={
                question.written
                  ? 'Cola aqui a tua resposta para ver que ideias-chave tem'
                  : 'Ex.: porque é que a B está errada?'
              }
              saveAs={`nota20-tutor-pergunta-${question.id}.txt`}
              onAction={(action) => {
                setOpen(false);
                onAction(action);
              }}
            />
          </Suspense>
        ) : (
          <p className="text-slate-700">
            Para falar com o tutor,{' '}
            <Link to="/login" className="font-semibold text-brand-700 underline">
              inicia sessão
            </Link>
            : é grátis, e o tutor pode então preparar-te exercícios parecidos.
          </p>
        )}
      </Modal>
    </>
  );
}
