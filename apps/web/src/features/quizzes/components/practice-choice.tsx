import type { PaperSummary, Subject } from '@nota20/core/contracts/subjects';
import { useStartTest } from '../use-start-test';
import { COUNT_SLIDER, DEFAULT_EXAM, MINUTES } from '@nota20/core/grading';
import { MESSAGES } from '@nota20/core/messages';
import { Check, ClipboardList, FileText, Layers } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { RangeField } from '../../../components/ui/range-field';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError } from '../../../lib/api-client';
import { usePapers } from '../api/get-papers';
import type { QuizChoice } from '../quiz-url';
import { unitLabel } from '@nota20/core/units';

/** Spec §5: at most 2 extra units, so a thematic test covers up to 3. */
const MAX_EXTRA_UNITS = 2;

const questions = (n: number) => `${n} perguntas`;
const minutes = (n: number) => `${n} minutos`;

function ChoiceCard({
  icon,
  title,
  children,
  actions,
  blockedBy,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** Its buttons: a label, an accessible name where the label alone is not enough. */
  actions: readonly { label: string; name?: string; onOpen: () => void }[];
  /** The id of what says why this cannot start now (no lives), if it cannot. */
  blockedBy?: string | undefined;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {icon}
      <h2 className="mt-3 text-xl font-bold text-slate-900">{title}</h2>
      <p className="mt-2 flex-1 text-slate-600">{children}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        {actions.map((a) => (
          <Button
            key={a.label}
            onClick={a.onOpen}
            disabled={blockedBy !== undefined}
            aria-describedby={blockedBy}
            aria-label={a.name}
          >
            {a.label}
          </Button>
        ))}
      </div>
    </li>
  );
}

/** The two sliders every custom test has (spec §5 ranges and defaults). */
function LengthFields({
  count,
  onCount,
  time,
  onTime,
}: {
  count: number;
  onCount: (n: number) => void;
  time: number;
  onTime: (n: number) => void;
}) {
  return (
    <>
      <RangeField
        label="Número de perguntas"
        value={count}
        onChange={onCount}
        format={questions}
        {...COUNT_SLIDER}
      />
      <RangeField label="Tempo" value={time} onChange={onTime} format={minutes} {...MINUTES} />
    </>
  );
}

function CustomExamForm({
  subject,
  onStart,
}: {
  subject: string;
  onStart: (c: QuizChoice) => void;
}) {
  const [count, setCount] = useState<number>(COUNT_SLIDER.min);
  const [time, setTime] = useState<number>(DEFAULT_EXAM.minutes);
  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onStart({ type: 'random', subject, count, minutes: time });
      }}
    >
      <LengthFields count={count} onCount={setCount} time={time} onTime={setTime} />
      <Button type="submit">COMEÇAR TESTE</Button>
    </form>
  );
}

function ThematicForm({
  subjects,
  initialSubject,
  onStart,
}: {
  subjects: readonly Subject[];
  initialSubject: string;
  onStart: (c: QuizChoice) => void;
}) {
  const [subjectId, setSubjectId] = useState(initialSubject);
  const [mainUnit, setMainUnit] = useState('');
  const [withExtras, setWithExtras] = useState(false);
  const [extras, setExtras] = useState<number[]>([]);
  const [count, setCount] = useState<number>(COUNT_SLIDER.min);
  const [time, setTime] = useState<number>(DEFAULT_EXAM.minutes);
  const [message, setMessage] = useState('');
  const units = subjects.find((s) => s.id === subjectId)?.units ?? [];
  const main = mainUnit ? Number(mainUnit) : undefined;

  const toggleExtra = (n: number) =>
    setExtras((current) =>
      current.includes(n)
        ? current.filter((u) => u !== n)
        : current.length < MAX_EXTRA_UNITS
          ? [...current, n]
          : current,
    );

  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (main === undefined) {
          setMessage(MESSAGES.quizMainUnitRequired);
          return;
        }
        onStart({
          type: 'unit',
          subject: subjectId,
          count,
          minutes: time,
          units: [main, ...extras],
        });
      }}
    >
      <SelectField
        label="Disciplina"
        value={subjectId}
        onChange={(id) => {
          setSubjectId(id);
          setMainUnit('');
          setExtras([]);
        }}
        placeholder="Escolhe a disciplina"
        options={subjects.map((s) => ({ value: s.id, label: s.name }))}
      />
      <SelectField
        label="Unidade principal"
        value={mainUnit}
        onChange={(value) => {
          setMainUnit(value);
          setExtras((current) => current.filter((u) => u !== Number(value)));
          if (value) setMessage('');
        }}
        placeholder="Escolhe a unidade"
        options={units.map((u) => ({
          value: String(u.number),
          label: `${unitLabel(u)} — ${u.name}`,
        }))}
      />
      <div>
        <button
          type="button"
          role="switch"
          aria-checked={withExtras}
          onClick={() => {
            setWithExtras(!withExtras);
            // Spec §5: turning the toggle off clears the extra units.
            setExtras([]);
          }}
          className="flex min-h-11 w-full items-center justify-between gap-4 rounded-xl text-left text-sm font-semibold text-slate-800"
        >
          Juntar unidades extra
          <span
            aria-hidden="true"
            className={`flex h-7 w-12 shrink-0 items-center rounded-full p-1 transition-colors ${withExtras ? 'bg-brand-700' : 'bg-slate-300'}`}
          >
            <span
              className={`size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${withExtras ? 'translate-x-5' : ''}`}
            />
          </span>
        </button>
        {withExtras ? (
          <fieldset className="mt-3">
            <legend className="text-sm text-slate-600">
              Até {MAX_EXTRA_UNITS} unidades, além da principal ({extras.length}/{MAX_EXTRA_UNITS}).
            </legend>
            {/* Each unit by its name: a phone shows no tooltips. */}
            <ul className="mt-2 grid gap-2">
              {units
                .filter((u) => u.number !== main)
                .map((u) => {
                  const chosen = extras.includes(u.number);
                  return (
                    <li key={u.number}>
                      <button
                        type="button"
                        aria-pressed={chosen}
                        disabled={!chosen && extras.length >= MAX_EXTRA_UNITS}
                        onClick={() => toggleExtra(u.number)}
                        className={`flex min-h-11 w-full items-center gap-3 rounded-xl border px-3 py-2 text-left text-sm disabled:cursor-not-allowed disabled:opacity-40 ${chosen ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-800 hover:border-brand-600'}`}
                      >
                        <span
                          aria-hidden="true"
                          className={`grid size-5 shrink-0 place-items-center rounded border ${chosen ? 'border-white bg-white text-brand-800' : 'border-slate-400'}`}
                        >
                          {chosen ? <Check className="size-4" /> : null}
                        </span>
                        <span>
                          <strong>{unitLabel(u)}</strong> — {u.name}
                        </span>
                      </button>
                    </li>
                  );
                })}
            </ul>
          </fieldset>
        ) : null}
      </div>
      <LengthFields count={count} onCount={setCount} time={time} onTime={setTime} />
      {message ? (
        <p
          role="alert"
          className="rounded-xl border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900"
        >
          {message}
        </p>
      ) : null}
      <Button type="submit">Iniciar Teste</Button>
    </form>
  );
}

/** A paper's rules in one sentence, as the Informação-Prova states them. */
export function paperRules(p: PaperSummary): string {
  const compulsory = p.items - p.optional;
  const optional =
    p.optional > 0
      ? `${compulsory} obrigatórios e os ${p.bestOptional} melhores de ${p.optional} opcionais`
      : `todos obrigatórios`;
  return `${p.items} itens (${optional}), ${p.minutes} minutos mais ${p.toleranceMinutes} de tolerância, cotada para ${p.maxPoints} pontos.`;
}

/** The third card: the subject's provas-modelo, or word that none is written yet. */
function PaperCard({
  subjectId,
  subjectName,
  blockedBy,
  onOpen,
}: {
  subjectId: string;
  subjectName: string;
  blockedBy?: string | undefined;
  onOpen: (paper: PaperSummary) => void;
}) {
  const papers = usePapers(subjectId);
  const paper = papers.data?.[0];
  const several = (papers.data?.length ?? 0) > 1;
  const icon = <FileText aria-hidden="true" className="size-8 text-brand-700" />;
  if (!paper) {
    return (
      <li className="flex flex-col rounded-2xl border border-dashed border-slate-300 bg-white p-6">
        {icon}
        <h2 className="mt-3 text-xl font-bold text-slate-900">Prova-modelo</h2>
        <p className="mt-2 flex-1 text-slate-600" aria-live="polite">
          {papers.isPending
            ? 'A carregar…'
            : papers.error instanceof ApiError && papers.error.status === 0
              ? 'Sem ligação: a prova-modelo precisa de internet.'
              : papers.isError
                ? 'Não foi possível carregar as provas-modelo. Tenta mais tarde.'
                : `Ainda não há uma prova-modelo de ${subjectName}. Entretanto, treina com o Exame e o Temático.`}
        </p>
      </li>
    );
  }
  return (
    <ChoiceCard
      icon={icon}
      title={several ? 'Provas-modelo' : 'Prova-modelo'}
      actions={(papers.data ?? []).map((p, i) => ({
        label: several ? `Prova ${i + 1}` : 'Fazer a prova',
        ...(several ? { name: `Fazer a ${p.title}` } : {}),
        onOpen: () => onOpen(p),
      }))}
      blockedBy={blockedBy}
    >
      {several
        ? `${papers.data?.length} exames completos, como no dia: ${paperRules(paper)}`
        : `Um exame completo, como no dia: ${paperRules(paper)}`}
    </ChoiceCard>
  );
}

type Dialog = 'exam' | 'custom' | 'thematic' | 'paper' | undefined;

/** Spec §2 Praticar: the Exame and Temático cards and their dialogs. */
export function PracticeChoice({
  subjects,
  initialSubject,
  blockedBy,
  onSubject,
}: {
  subjects: readonly Subject[];
  initialSubject: string;
  /** The id of the notice that says no test can start now (no lives left). */
  blockedBy?: string | undefined;
  /** The subject chosen, for what the page shows beside the cards. */
  onSubject?: (subjectId: string) => void;
}) {
  const [subjectId, setSubjectId] = useState(initialSubject);
  const [dialog, setDialog] = useState<Dialog>();
  const [paper, setPaper] = useState<PaperSummary>();
  const start = useStartTest();
  const close = (open: boolean) => {
    if (!open) setDialog(undefined);
  };
  const subjectName = subjects.find((s) => s.id === subjectId)?.name ?? subjectId;
  return (
    <>
      <div className="max-w-xs">
        <SelectField
          label="Disciplina do exame"
          value={subjectId}
          onChange={(id) => {
            if (!id) return;
            setSubjectId(id);
            onSubject?.(id);
          }}
          placeholder="Escolhe a disciplina"
          options={subjects.map((s) => ({ value: s.id, label: s.name }))}
        />
      </div>
      <ul className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <ChoiceCard
          icon={<ClipboardList aria-hidden="true" className="size-8 text-brand-700" />}
          title="Exame"
          actions={[{ label: 'Fazer exame', onOpen: () => setDialog('exam') }]}
          blockedBy={blockedBy}
        >
          Perguntas de todas as unidades de {subjectName}, como no exame nacional.
        </ChoiceCard>
        <ChoiceCard
          icon={<Layers aria-hidden="true" className="size-8 text-brand-700" />}
          title="Temático"
          actions={[{ label: 'Escolher unidades', onOpen: () => setDialog('thematic') }]}
          blockedBy={blockedBy}
        >
          Treina uma unidade (e até duas outras) com as perguntas e o tempo que escolheres.
        </ChoiceCard>
        <PaperCard
          subjectId={subjectId}
          subjectName={subjectName}
          blockedBy={blockedBy}
          onOpen={(p) => {
            setPaper(p);
            setDialog('paper');
          }}
        />
      </ul>
      <Modal
        open={dialog === 'paper' && paper !== undefined}
        onOpenChange={close}
        title={paper?.title ?? 'Prova-modelo'}
        description={paper ? paperRules(paper) : ''}
      >
        <p className="text-slate-700">
          O relógio é o do servidor e cada resposta fica guardada: se a página fechar, voltas a
          entrar e continuas onde estavas, mesmo noutro aparelho. Podes marcar itens para rever e
          entregar quando quiseres.
        </p>
        <Button
          className="mt-5"
          onClick={() => paper && start({ type: 'paper', subject: subjectId, paperId: paper.id })}
        >
          COMEÇAR PROVA
        </Button>
      </Modal>
      <Modal
        open={dialog === 'exam'}
        onOpenChange={close}
        title={`Exame — ${subjectName}`}
        description={`O teu teste vai ter um total de ${DEFAULT_EXAM.count} perguntas. Vais ter ${DEFAULT_EXAM.minutes} minutos`}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            onClick={() =>
              start({
                type: 'random',
                subject: subjectId,
                count: DEFAULT_EXAM.count,
                minutes: DEFAULT_EXAM.minutes,
              })
            }
          >
            COMEÇAR TESTE
          </Button>
          <Button variant="secondary" onClick={() => setDialog('custom')}>
            PERSONALIZAR TESTE
          </Button>
        </div>
      </Modal>
      <Modal
        open={dialog === 'custom'}
        onOpenChange={close}
        title={`Personalizar teste — ${subjectName}`}
      >
        <CustomExamForm subject={subjectId} onStart={start} />
      </Modal>
      <Modal open={dialog === 'thematic'} onOpenChange={close} title="Teste temático">
        <ThematicForm subjects={subjects} initialSubject={subjectId} onStart={start} />
      </Modal>
    </>
  );
}
