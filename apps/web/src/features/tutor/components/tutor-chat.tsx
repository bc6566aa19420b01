import type { ChatTurn, TutorAction } from '@nota20/core/contracts/assistant';
import { ASSISTANT_MAX_MESSAGE } from '@nota20/core/contracts/assistant';
import { MESSAGES } from '@nota20/core/messages';
import { Bot, Download, Play, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { failureMessage } from '../../../lib/api-client';
import { askTutor } from '../api/ask-tutor';

type Turn = ChatTurn & { failed?: boolean; action?: TutorAction };

function saveConversation(turns: readonly Turn[], saveAs: string) {
  const text = turns
    .map((t) => `${t.role === 'user' ? 'Eu' : 'Tutor Nota20'}:\n${t.content}`)
    .join('\n\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = saveAs;
  link.click();
  URL.revokeObjectURL(url);
}

export type TutorChatProps = {
  /** What the tutor is asked about: a handed-in test, an item of the bank, or neither (the notes). */
  about: { quizId?: string; questionId?: number };
  /** The subject the page is about (the server checks it). */
  discipline?: string | undefined;
  /** The line under the title: what to ask here. */
  intro: string;
  /** Questions a student can ask with one tap. */
  suggestions: readonly string[];
  placeholder: string;
  /** The file name of a saved conversation. */
  saveAs: string;
  /** A dialog has its own title: the chat then shows none. */
  titled?: boolean;
  /** What the button of an offered action does (the page starts the test). */
  onAction: (action: TutorAction) => void;
};

/**
 * The study tutor (spec §7, issue 28): on the results screens about the test, on a worksheet or
 * the notebook about one item, on its own page about anything in Nota20's notes. Its answer
 * streams in as the text arrives; an «exercício parecido» comes with a button that starts it.
 * The conversation lives only in this page unless the student saves it.
 */
export function TutorChat({
  about,
  discipline,
  intro,
  suggestions,
  placeholder,
  saveAs,
  titled = true,
  onAction,
}: TutorChatProps) {
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
      for await (const event of askTutor(
        { message, ...about, ...(discipline ? { discipline } : {}), history: history.slice(-10) },
        abort.current.signal,
      )) {
        if ('action' in event) {
          const { action } = event;
          appendToReply((turn) => ({ ...turn, action }));
          continue;
        }
        reply += event.text;
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
      aria-labelledby={titled ? `${id}-title` : undefined}
      aria-label={titled ? undefined : 'Tutor Nota20'}
      className={titled ? 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm' : ''}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        {titled ? (
          <h2
            id={`${id}-title`}
            className="flex items-center gap-2 text-lg font-bold text-slate-900"
          >
            <Bot aria-hidden="true" className="size-6 text-brand-700" /> Tutor Nota20
          </h2>
        ) : null}
        {turns.length > 0 ? (
          <Button variant="ghost" onClick={() => saveConversation(turns, saveAs)} disabled={busy}>
            <Download aria-hidden="true" className="size-4" /> Guardar conversa
          </Button>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {intro} A conversa fica só nesta página: não a guardamos.
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
              {turn.action ? (
                <Button className="mt-3 flex" onClick={() => turn.action && onAction(turn.action)}>
                  <Play aria-hidden="true" className="size-4" /> {turn.action.label}
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Sugestões">
          {suggestions.map((text) => (
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
          placeholder={placeholder}
          className="min-h-11 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
        />
        <Button type="submit" disabled={busy || !draft.trim()}>
          <Send aria-hidden="true" className="size-4" /> Enviar
        </Button>
      </form>
    </section>
  );
}
