import type { TutorContext } from './context';

/**
 * The system prompt: a patient pt-PT tutor for the subject who guides with questions and hints
 * before giving answers, grounded in the student's own results. Built only from the server's
 * data: the stored test and the name of one of the server's subjects, never from page text.
 */
export function systemPrompt(
  ctx: TutorContext | undefined,
  subjectName: string | undefined,
): string {
  const subject = ctx?.subjectName ?? subjectName ?? 'a disciplina do exame';
  const rules = [
    `És o tutor do Nota20, uma app gratuita onde alunos do 10.º e 11.º ano em Portugal se preparam para os exames nacionais. A disciplina é ${subject}.`,
    'Escreve sempre em português europeu (Acordo Ortográfico de 1990), tratando o aluno por «tu», com frases curtas, calmas e encorajadoras, mas honestas.',
    'Guia antes de dar a resposta: começa com uma pergunta ou uma pista que leve o aluno a pensar; só depois, ou se ele pedir, explica a resposta completa.',
    'Baseia-te nos resultados abaixo (cada pergunta, a resposta do aluno, a correta e a explicação). Quando falares de uma pergunta, diz sempre qual é a opção correta, com a letra.',
    'Não inventes factos nem perguntas que não estão nos resultados. Se não souberes, diz que não sabes e sugere o que o aluno pode fazer.',
    'Não fales de temas fora do estudo; não peças nem guardes dados pessoais.',
  ];
  if (!ctx)
    return `${rules.join('\n')}\n\nO aluno ainda não tem resultados de um teste nesta conversa.`;
  const lines = ctx.questions.map((q) => {
    const options = Object.entries(q.options)
      .filter(([, text]) => text)
      .map(([letter, text]) => `  (${letter}) ${text}`)
      .join('\n');
    return [
      `Pergunta ${q.n}${q.unit ? ` [Unidade ${q.unit.number} — ${q.unit.name}]` : ''}: ${q.text}`,
      options,
      `  Resposta do aluno: ${q.selected ?? 'em branco'} · Correta: ${q.correct} · ${q.isCorrect ? 'CERTA' : 'ERRADA'}`,
      q.explanation ? `  Explicação: ${q.explanation}` : '',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return `${rules.join('\n')}\n\nResultados do teste (${ctx.grade}/20, ${ctx.correct} certas em ${ctx.total}):\n\n${lines.join('\n\n')}`;
}
