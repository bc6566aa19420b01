import { Bot } from 'lucide-react';
import { useId } from 'react';

/**
 * The AI tutor's place on the results screens (spec §2). Its endpoint arrives in a later release,
 * so the panel is shown, disabled, and says so.
 */
export function TutorPanel() {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Bot aria-hidden="true" className="size-6 text-brand-700" /> Tutor Nota20
      </h2>
      <p className="mt-2 text-slate-600">
        Em breve vais poder perguntar aqui porque é que uma resposta está errada ou o que estudar a
        seguir. Até lá, as explicações de cada pergunta estão em baixo.
      </p>
      <form className="mt-4 flex flex-col gap-3 sm:flex-row" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${id}-message`} className="sr-only">
          Mensagem para o tutor
        </label>
        <textarea
          id={`${id}-message`}
          rows={2}
          disabled
          placeholder="Ex.: porque é que a 3 está errada?"
          className="min-h-11 flex-1 resize-none rounded-xl border border-slate-300 bg-slate-50 px-3 py-2 text-slate-700 disabled:cursor-not-allowed"
        />
        <button
          type="submit"
          disabled
          className="min-h-11 rounded-xl bg-brand-700 px-5 text-sm font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50"
        >
          Enviar
        </button>
      </form>
    </section>
  );
}
