import { useChosenSubject } from '../../use-chosen-subject';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { LoadingState } from '../../../components/ui/states';
import { useStartTutorAction } from '../../../features/quizzes/use-start-test';
import { TutorChat } from '../../../features/tutor/components/tutor-chat';

/** What a student can ask with one tap, per subject: the questions students ask most. */
const SUGGESTIONS: Record<string, readonly string[]> = {
  Economia: [
    'O que é o custo de oportunidade?',
    'Qual a diferença entre PIB e PNB?',
    'Dá-me um exemplo de externalidade',
    'Quero treinar a inflação',
    'O que devo estudar?',
  ],
  Biologia: [
    'O que é a osmose?',
    'Diferença entre magma e lava',
    'Dá-me um exemplo de fóssil de fácies',
    'Quero treinar a meiose',
    'O que devo estudar?',
  ],
};

/** /app/tutor: the tutor without a test (issue 28), answering from Nota20's notes on a subject. */
export function Component() {
  const startSuggested = useStartTutorAction();
  const { subjects, practice, subjectId, subject, choose } = useChosenSubject();
  return (
    <>
      <PageHeader title="Tutor">
        Pergunta o que é um conceito, a diferença entre dois, um exemplo, ou pede exercícios
        parecidos. O tutor responde com o glossário, os resumos e as explicações do Nota20.
      </PageHeader>
      {subjects.isPending ? (
        <LoadingState label="A carregar as disciplinas…" />
      ) : (
        <>
          <div className="mb-6 w-full max-w-xs">
            <SelectField
              label="Disciplina"
              value={subjectId}
              onChange={(id) => id && choose(id)}
              placeholder="Escolhe a disciplina"
              options={practice.map((s) => ({ value: s.id, label: s.name }))}
            />
          </div>
          {/* A new subject starts a new conversation. */}
          <TutorChat
            key={subjectId}
            about={{}}
            discipline={subjectId}
            intro={`Pergunta sobre ${subject?.name ?? 'a matéria'}.`}
            suggestions={SUGGESTIONS[subjectId] ?? ['O que devo estudar?']}
            placeholder="Ex.: não percebo a diferença entre PIB e PNB"
            saveAs="nota20-tutor.txt"
            onAction={startSuggested}
          />
        </>
      )}
    </>
  );
}
