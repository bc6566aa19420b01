import type { ChatTurn } from '@nota20/core/contracts/assistant';
import { ASSISTANT_MAX_MESSAGE } from '@nota20/core/contracts/assistant';
import type { QuizResult } from '@nota20/core/contracts/quizzes';
import { MESSAGES } from '@nota20/core/messages';
import { Bot, Download, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { failureMessage } from '../../../lib/api-client';
import { askTutor } from '../api/ask-tutor';

type Turn = ChatTurn & { failed?: boolean };

/** Questions a student can ask with one tap, built from their own result. */
function suggestions(result: QuizResult): string[] {
  const written = result.questions.find((q) => q.type === 'written' && q.text);
  const firstWrong = result.questions.find(
    (q) => !q.isCorrect && q.type !== 'written' && q.status === 'graded',
  );
  return [
    ...(written ? [`Avalia a minha resposta à ${written.n}`] : []),
    ...(firstWrong ? [`Porque é que errei a ${firstWrong.n}?`] : []),
    'O que devo estudar?',
    'Que teste faço a seguir?',
  ];
}

function saveConversation(turns: readonly Turn[], result: QuizResult) {
  const text = turns
    .map((t) => `${t.role === 'user' ? 'Eu' : 'Tutor Nota20'}:\n${t.content}`)
    .join('\n\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `nota20-tutor-${result.finishTime.slice(0, 10)}.txt`;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The study tutor on the results screens (spec §7): it answers about this test, streaming as the
 * text arrives. The conversation lives only in this page unless the student saves it.
 */
export function TutorPanel({ result, discipline }: { result: QuizResult; discipline: string }) {
  const id = useId();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const abort = useRef<AbortController | null>(null);
  const conversation = useRef<HTMLOListElement>(null);
  const lastQuestion = useRef<HTMLLIElement>(null);
  const lastQuestionIndex = turns.findLastIndex((t) => t.role === 'user');
  /** Until the new question reaches the top of the box (or the student scrolls it). */
  const pinned = useRef(false);

  useEffect(() => () => abort.current?.abort(), []);
  // A new question goes to the top of the box, and the answer is read from its start as it
  // streams in below it, instead of the box jumping to the answer's end.
  useEffect(() => {
    pinned.current = lastQuestionIndex >= 0;
    conversation.current?.scrollIntoView({ block: 'nearest' });
  }, [lastQuestionIndex]);
  useEffect(() => {
    const box = conversation.current;
    const question = lastQuestion.current;
    if (!pinned.current || !box || !question) return;
    box.scrollTop = question.offsetTop;
    // Once there, a longer answer grows below without moving anything.
    if (box.scrollTop >= question.offsetTop - 1) pinned.current = false;
  }, [turns]);
  // The student scrolling the box takes over from there.
  const hasTurns = turns.length > 0;
  useEffect(() => {
    const box = conversation.current;
    if (!box) return;
    const unpin = () => {
      pinned.current = false;
    };
    const events = ['wheel', 'touchmove', 'keydown'] as const;
    for (const name of events) box.addEventListener(name, unpin, { passive: true });
    return () => {
      for (const name of events) box.removeEventListener(name, unpin);
    };
  }, [hasTurns]);

  const send = async (text: string) => {
    const message = text.trim();
    // Spec §5: the chat ignores empty messages.
    if (!message || busy) return;
    const history = turns.filter((t) => !t.failed).map(({ role, content }) => ({ role, content }));
    setTurns((current) => [
      ...current,
      { role: 'user', content: message },
      { role: 'assistant', content: '' },
    ]);
    setDraft('');
    setBusy(true);
    setAnnouncement('O tutor está a responder…');
    abort.current = new AbortController();
    const appendToReply = (update: (turn: Turn) => Turn) =>
      setTurns((current) => [...current.slice(0, -1), update(current.at(-1) as Turn)]);
    let reply = '';
    try {
      for await (const text of askTutor(
        { message, discipline, quizId: result.id, history: history.slice(-10) },
        abort.current.signal,
      )) {
        reply += text;
        appendToReply((turn) => ({ ...turn, content: reply }));
      }
      setAnnouncement(`Tutor: ${reply}`);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      const failure = failureMessage(error, MESSAGES.assistantFailed);
      appendToReply(() => ({ role: 'assistant', content: failure, failed: true }));
      setAnnouncement(failure);
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send(draft);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Bot aria-hidden="true" className="size-6 text-brand-700" /> Tutor Nota20
        </h2>
        {turns.length > 0 ? (
          <Button variant="ghost" onClick={() => saveConversation(turns, result)} disabled={busy}>
            <Download aria-hidden="true" className="size-4" /> Guardar conversa
          </Button>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Pergunta sobre este teste. A conversa fica só nesta página: não a guardamos.
      </p>
      {turns.length > 0 ? (
        <ol
          aria-label="Conversa com o tutor"
          aria-busy={busy}
          // Long conversations scroll; the keyboard can reach and scroll them too.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          ref={conversation}

          className="relative mt-4 grid max-h-96 gap-3 overflow-y-auto rounded-xl"
        >
          {turns.map((turn, i) => (
            <li
              key={i}
              ref={i === lastQuestionIndex ? lastQuestion : undefined}
              className={`max-w-[90%] rounded-2xl px-4 py-3 whitespace-pre-line ${
                turn.role === 'user'
                  ? 'justify-self-end bg-brand-700 text-white'
                  : turn.failed
                    ? 'border border-red-200 bg-red-50 text-red-900'
                    : 'bg-slate-100 text-slate-900'
              }`}
            >
              <span className="sr-only">{turn.role === 'user' ? 'Tu: ' : 'Tutor: '}</span>
              {turn.content || (busy && i === turns.length - 1 ? 'A pensar…' : '')}
            </li>
          ))}
        </ol>
      ) : (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Sugestões">
          {suggestions(result).map((text) => (
            <li key={text}>
              <button
                type="button"
                onClick={() => void send(text)}
                className="min-h-11 rounded-full border border-brand-200 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                {text}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <form
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void send(draft);
        }}
      >
        <label htmlFor={`${id}-message`} className="sr-only">
          Mensagem para o tutor
        </label>
        <textarea
          id={`${id}-message`}
          rows={2}
          maxLength={ASSISTANT_MAX_MESSAGE}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Ex.: porque é que a 3 está errada?"
          className="min-h-11 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
        />
        <Button type="submit" disabled={busy || !draft.trim()}>
          <Send aria-hidden="true" className="size-4" /> Enviar
        </Button>
      </form>
    </section>
  );
}
