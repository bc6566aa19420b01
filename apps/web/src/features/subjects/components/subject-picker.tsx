import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { paths } from '../../../lib/paths';
import { useSubjects } from '../api/get-subjects';

/** Spec §2 /escolherDisciplina: subjects from the database; Avançar waits for a choice. */
export function SubjectPicker() {
  const subjects = useSubjects();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState('');
  // Spec §8: a failure to load the list is only logged; the dropdown stays empty.
  if (subjects.isError) console.warn('Erro ao carregar disciplinas', subjects.error);
  const options = (subjects.data ?? [])
    .filter((s) => s.practice)
    .map((s) => ({ value: s.id, label: s.name }));

  return (
    <form
      className="flex max-w-md flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) void navigate(paths.subject(chosen));
      }}
    >
      <SelectField
        label="Disciplina"
        value={chosen}
        onChange={setChosen}
        options={options}
        placeholder={subjects.isPending ? 'A carregar disciplinas…' : 'Seleciona uma disciplina'}
      />
      <Button type="submit" disabled={!chosen}>
        Avançar
      </Button>
    </form>
  );
}
