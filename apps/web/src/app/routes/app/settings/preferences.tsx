import type { Preferences } from '@nota20/core/contracts/me';
import { useState } from 'react';
import { FormMessage } from '../../../../components/ui/text-field';
import { LoadingState } from '../../../../components/ui/states';
import { useMe } from '../../../../features/profile/api/get-me';
import { useUpdatePreferences } from '../../../../features/profile/api/update-preferences';
import { applyTheme } from '../../../../lib/theme';
import { ExamDatesForm } from '../../../../features/learning/components/exam-dates-form';
import { useSubjects } from '../../../../features/subjects/api/get-subjects';

const THEMES: { value: Preferences['theme']; label: string }[] = [
  { value: 'light', label: 'Claro' },
  { value: 'dark', label: 'Escuro' },
  { value: 'system', label: 'O do sistema' },
];

export function Component() {
  const me = useMe();
  const subjects = useSubjects();
  if (me.isPending || !me.data) return <LoadingState />;
  return (
    <div className="flex flex-col gap-10">
      <PreferencesForm saved={me.data.preferences} />
      <ExamDatesForm subjects={subjects.data?.filter((s) => s.practice) ?? []} />
    </div>
  );
}

/** The choice shows at once; the server stores it behind the scenes. */
function PreferencesForm({ saved: stored }: { saved: Preferences }) {
  const update = useUpdatePreferences();
  const [saved, setSaved] = useState<'ok' | 'error'>();
  const [theme, setTheme] = useState(stored.theme);
  const { language } = stored;
  return (
    <section aria-labelledby="preferencias" className="flex max-w-lg flex-col gap-6">
      <h2 id="preferencias" className="text-xl font-bold text-slate-900">
        Preferências
      </h2>
      {saved === 'ok' ? <FormMessage tone="success">Preferências guardadas.</FormMessage> : null}
      {saved === 'error' ? (
        <FormMessage tone="error">Não foi possível guardar. Tenta novamente.</FormMessage>
      ) : null}
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Tema</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {THEMES.map((t) => (
            <label
              key={t.value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="tema"
                value={t.value}
                checked={theme === t.value}
                onChange={() => {
                  setTheme(t.value);
                  applyTheme(t.value);
                  setSaved(undefined);
                  update.mutate(
                    { theme: t.value },
                    { onSuccess: () => setSaved('ok'), onError: () => setSaved('error') },
                  );
                }}
              />
              {t.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="idioma" className="text-sm font-semibold text-slate-800">
          Idioma
        </label>
        <select
          id="idioma"
          value={language}
          disabled
          className="min-h-11 rounded-xl border border-slate-300 bg-white px-3"
        >
          <option value="pt-PT">Português (Portugal)</option>
        </select>
        <p className="text-sm text-slate-600">
          Por agora, o Nota20 está só em português de Portugal.
        </p>
      </div>
    </section>
  );
}
