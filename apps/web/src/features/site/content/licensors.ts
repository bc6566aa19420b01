export const LICENSORS = {
  title: 'Licenciadores',
  intro: [
    'A Nota20 usa trabalho de outras pessoas e entidades. Nesta página dizemos de quem é cada coisa e como a usamos.',
    'Se achas que falta algum crédito ou que há algo errado, diz-nos.',
  ],
  sections: [
    {
      title: 'Provas de exame e critérios de classificação',
      paragraphs: [
        'As provas dos exames nacionais e os critérios de classificação foram feitos e publicados pelo Instituto de Avaliação Educativa, I.P. (IAVE). Em 2026, as funções do IAVE passaram para a EduQA — Instituto de Educação, Qualidade e Avaliação, I.P. (Decreto-Lei n.º 105/2025).',
        'Estes documentos estão protegidos por direitos de autor. A Nota20 não os copia nem os guarda nos seus servidores. Apenas te dá ligações para os PDF oficiais no site da entidade.',
        'Todos os direitos pertencem aos seus titulares.',
      ],
    },
    {
      title: 'Referências curriculares',
      paragraphs: [
        'As Aprendizagens Essenciais foram publicadas pela Direção-Geral da Educação, cujas funções passaram agora para a EduQA.',
        'Usamo-las como base para escrever as nossas próprias perguntas. As perguntas da Nota20 são originais.',
      ],
    },
    {
      title: 'Ilustrações e figuras',
      paragraphs: [
        'Todas as figuras e ilustrações da Nota20, incluindo gráficos, esquemas e o logótipo, são originais e foram desenhadas pela equipa da Nota20.',
        'Os ícones vêm do conjunto de ícones Lucide, distribuído com a licença ISC.',
      ],
    },
    {
      title: 'Software',
      paragraphs: [
        'A Nota20 é feita com software de código aberto, como React, Hono e PostgreSQL, entre outros.',
        'Cada um destes programas é usado de acordo com a sua licença. Agradecemos a quem os cria e mantém.',
      ],
    },
    {
      title: 'Lista de escolas',
      paragraphs: [
        'A lista de escolas que podes escolher no teu perfil foi organizada pela Nota20 a partir de informação pública.',
        'Se a tua escola não aparece ou tem um dado errado, avisa-nos.',
      ],
    },
    {
      title: 'Pedir uma correção ou remoção',
      paragraphs: [
        'És titular de algum destes conteúdos ou encontraste um crédito errado? Escreve para {email}.',
        'Diz-nos de que conteúdo se trata e o que queres que mudemos. Respondemos o mais depressa possível e, se tiveres razão, corrigimos ou retiramos o conteúdo.',
      ],
    },
  ],
} as const;
