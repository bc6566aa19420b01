import type { Subject } from '@nota20/core/contracts/subjects';
import { MESSAGES } from '@nota20/core/messages';
import { defaultTestDate, TARGET_GRADE } from '@nota20/core/plans';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { RangeField } from '../../../components/ui/range-field';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCreatePlan } from '../api/create-plan';
import { unitLabel } from '@nota20/core/units';

const grade = (n: number) => `${n} valores`;

/** Spec §2 study page form: discipline, its units, the test date and the target grade. */
export function CreatePlanForm({
  subjects,
  today,
}: {
  subjects: readonly Subject[];
  /** The current time, passed in so the default date (today + 14) is computed once. */
  today: Date;
}) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreatePlan();
  const [subjectId, setSubjectId] = useState(subjects[0]?.id ?? '');
  const [units, setUnits] = useState<number[]>([]);
  const [date, setDate] = useState(() => defaultTestDate(today));
  const [target, setTarget] = useState<number>(TARGET_GRADE.default);
  const [message, setMessage] = useState('');
  const subject = subjects.find((s) => s.id === subjectId);

  const submit = () => {
    if (units.length === 0) return setMessage(MESSAGES.planNoUnits);
    if (!date) return setMessage(MESSAGES.planNoDate);
    setMessage('');
    create.mutate(
      { disciplina: subjectId, dataTeste: date, nota: target, materiasSelecionadas: units },
      {
        onSuccess: (plan) => void navigate(paths.planProgress(plan.id)),
        onError: (error) =>
          setMessage(
            error instanceof ApiError && error.status === 401
              ? MESSAGES.planSignedOut
              : MESSAGES.planSaveFailed(error.message),
          ),
      },
    );
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        Novo plano de estudo
      </h2>
      <SelectField
        label="Disciplina"
        value={subjectId}
        onChange={(value) => {
          setSubjectId(value);
          // Spec §5: changing discipline clears the selected units.
          setUnits([]);
        }}
        placeholder="Escolhe a disciplina"
        options={subjects.map((s) => ({ value: s.id, label: s.name }))}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Matérias do teste</legend>
        {subject ? (
          <ul className="mt-2 grid gap-1">
            {subject.units.map((u) => (
              <li key={u.number}>
                <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl px-2 py-2 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    className="mt-1 size-5 shrink-0 accent-brand-700"
                    checked={units.includes(u.number)}
                    onChange={(event) =>
                      setUnits((current) =>
                        event.target.checked
                          ? [...current, u.number]
                          : current.filter((n) => n !== u.number),
                      )
                    }
                  />
                  <span className="text-slate-800">
                    <span className="font-semibold">{unitLabel(u)}</span> — {u.name}{' '}
                    <span className="text-sm text-slate-600">({u.year}.º ano)</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-600">{MESSAGES.noUnitsForSubject}</p>
        )}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-date`} className="text-sm font-semibold text-slate-800">
            Data do teste
          </label>
          <input
            id={`${id}-date`}
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm hover:border-brand-600"
          />
        </div>
        <RangeField
          label="Nota que queres ter"
          value={target}
          onChange={setTarget}
          min={TARGET_GRADE.min}
          max={TARGET_GRADE.max}
          step={1}
          format={grade}
        />
      </div>
      {message ? (
        <p
          role="alert"
          className="rounded-xl border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900"
        >
          {message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'A criar o plano…' : 'Criar plano'}
        </Button>
        <Button
          variant="ghost"
          disabled={create.isPending}
          onClick={() => {
            setUnits([]);
            setMessage('');
          }}
        >
          Limpar matérias
        </Button>
      </div>
    </form>
  );
}
