import { useSearchParams } from 'react-router';
import { useMe } from '../features/profile/api/get-me';
import { useSubjects } from '../features/subjects/api/get-subjects';

/**
 * The practice subject a page is about: the one in its address (`?disciplina=`), else the
 * student's current subject, else the first; `choose` puts another in the address.
 */
export function useChosenSubject() {
  const subjects = useSubjects();
  const me = useMe();
  const [search, setSearch] = useSearchParams();
  const practice = subjects.data?.filter((s) => s.practice) ?? [];
  const subjectId =
    practice.find((s) => s.id === search.get('disciplina'))?.id ??
    practice.find((s) => s.id === me.data?.currentSubject)?.id ??
    practice[0]?.id ??
    '';
  return {
    subjects,
    practice,
    subjectId,
    subject: practice.find((s) => s.id === subjectId),
    choose: (id: string) => setSearch({ disciplina: id }, { replace: true }),
  };
}
