import { PageHeader } from '../../../components/ui/page-header';

const SECTIONS = [
  {
    title: 'Testes',
    body: [
      'Em PRATICAR escolhes um teste de Exame (5 perguntas em 10 minutos, de toda a matéria) ou um teste Temático, em que escolhes a disciplina, a unidade principal e até duas unidades extra, o número de perguntas (5 a 30) e o tempo (5 a 60 minutos).',
      'Para avançar tens de responder à pergunta atual; para finalizar, a todas. As respostas ficam guardadas à medida que respondes: se a ligação falhar ou recarregares a página, continuas onde estavas. Quando o tempo acaba, o teste é entregue sozinho.',
      'A nota é de 0 a 20: o número de respostas certas a dividir pelo total, vezes 20, arredondado. Uma nota de 9,5 ou mais é positiva. Nos resultados vês a explicação de cada pergunta.',
    ],
  },
  {
    title: 'Vidas',
    body: [
      'Começas com 10 vidas, que é também o máximo. Para começar um teste de Exame ou Temático precisas de pelo menos uma vida.',
      'Um teste com nota negativa (abaixo de 9,5) custa uma vida; um teste positivo não custa nenhuma. Perdes vidas por falhar, não por praticar.',
      'Recuperas uma vida a cada 30 minutos, até voltares às 10. Os testes dos planos de estudo nunca gastam vidas: estudar está sempre aberto.',
    ],
  },
  {
    title: 'Dias seguidos',
    body: [
      'Contam os dias de calendário seguidos (hora de Portugal continental) em que terminaste pelo menos um teste, até hoje ou ontem. Se passar um dia inteiro sem testes, a contagem recomeça.',
    ],
  },
  {
    title: 'Planos de estudo',
    body: [
      'Em Estudar crias um plano para um teste: escolhes a disciplina, as unidades, a data e a nota que queres ter.',
      'As unidades desbloqueiam uma a uma. Cada teste de unidade tem até 10 perguntas, misturando as que já respondeste (as de menor confiança primeiro) com novas.',
      'O domínio de uma unidade é a percentagem das suas perguntas que já sabes bem. Com 70 % ou mais, a unidade fica concluída e a seguinte desbloqueia.',
    ],
  },
  {
    title: 'A tua conta',
    body: [
      'Em Definições mudas o nome, o nome de utilizador e a escola, o tema (claro, escuro ou o do sistema) e ligas uma conta Google. O email não pode ser alterado.',
      'Esqueceste-te da palavra-passe? Na página de entrada pede uma ligação por email; é válida durante 1 hora e só uma vez.',
    ],
  },
] as const;

export function Component() {
  return (
    <>
      <PageHeader title="Ajuda">
        Como funcionam os testes, as vidas, os dias seguidos e os planos de estudo.
      </PageHeader>
      <div className="grid max-w-3xl gap-8">
        {SECTIONS.map((section) => (
          <section key={section.title} aria-labelledby={`ajuda-${section.title}`}>
            <h2 id={`ajuda-${section.title}`} className="text-xl font-bold text-slate-900">
              {section.title}
            </h2>
            {section.body.map((p) => (
              <p key={p} className="mt-2 leading-relaxed text-slate-700">
                {p}
              </p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
