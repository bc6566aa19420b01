export const ABOUT = {
  title: 'Sobre nós',
  intro: [
    'A Nota20 é uma app gratuita para te ajudar a preparar os exames nacionais do 11.º ano.',
    'Começámos por Economia A (712) e a seguir vem Biologia e Geologia (702). Tens fichas por unidade, testes com tempo, planos de estudo e um assistente de estudo.',
  ],
  sections: [
    {
      id: 'quem-somos',
      title: 'Quem somos',
      paragraphs: [
        'Somos uma pequena equipa de estudantes e professores. Queríamos a melhor app de estudo gratuita para os exames nacionais e decidimos fazê-la.',
        'A Nota20 é e vai continuar a ser gratuita. Não tem anúncios nem pagamentos, e não vendemos os teus dados.',
        'O nosso objetivo é simples: que qualquer aluno, em qualquer escola, possa estudar bem para o exame sem gastar dinheiro.',
      ],
    },
    {
      id: 'comunidade',
      title: 'Comunidade',
      paragraphs: [
        'A Nota20 é feita com a comunidade. Alunos e professores ajudam-nos a melhorar todos os dias.',
        'Encontraste um erro numa pergunta ou tens uma ideia para uma nova? Usa o formulário de feedback que está na app.',
        'Lemos todas as mensagens. Quando um erro se confirma, corrigimos a pergunta para que mais ninguém tropece nele.',
      ],
    },
    {
      id: 'metodo',
      title: 'O nosso método',
      paragraphs: [
        'As perguntas são originais. Escrevemo-las a partir das Aprendizagens Essenciais de cada disciplina e cada uma é revista por uma segunda pessoa antes de ser publicada.',
        'Cada opção de resposta tem uma explicação. Assim percebes porque é que a certa está certa e porque é que as outras estão erradas.',
        'Podes treinar com testes com tempo, classificados de 0 a 20 como no exame. Os planos de estudo desbloqueiam a unidade seguinte quando chegas a 70 % de domínio da anterior.',
        'Mostramos-te com honestidade o que já sabes e o que ainda tens de rever. E deixamos-te ligações para as provas oficiais de exame, para treinares com os enunciados verdadeiros.',
      ],
    },
    {
      id: 'acessibilidade',
      title: 'Acessibilidade',
      paragraphs: [
        'A Nota20 funciona bem no telemóvel. Também a podes usar só com o teclado ou com um leitor de ecrã.',
        'As cores cumprem o contraste pedido pelas WCAG 2.1, nível AA. Todas as figuras têm uma alternativa em texto.',
        'Podes escolher o tema claro ou o escuro. Se tiveres pedido ao teu dispositivo para reduzir o movimento, a app respeita essa escolha.',
        'Encontraste um problema de acessibilidade? Escreve para {email} e diz-nos em que página estavas e o que aconteceu. Vamos tentar resolver o mais depressa possível.',
      ],
    },
  ],
} as const;
