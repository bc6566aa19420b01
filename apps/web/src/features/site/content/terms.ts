export const TERMS = {
  title: 'Termos e condições',
  dateLabel: 'Última revisão: 16 de novembro de 2024',
  intro: [
    'Estes termos explicam as regras para usares o Nota20. Escrevemo-los de forma simples, para que se percebam à primeira. Lê-os com calma antes de criares conta.',
    'Quando dizemos «nós», falamos da equipa que gere o Nota20. Quando dizemos «tu», falamos de quem usa o serviço. Se tiveres menos de 13 anos, lê estes termos com o teu pai, a tua mãe ou o teu encarregado de educação.',
  ],
  sections: [
    {
      title: '1. Quem somos e o que é o Nota20',
      paragraphs: [
        'O Nota20 é uma aplicação web gratuita que ajuda os alunos do 10.º e do 11.º ano a prepararem-se para os exames nacionais. Começámos por Economia A (712) e Biologia e Geologia (702).',
        'No Nota20 tens fichas de perguntas de escolha múltipla organizadas por unidade, ligações para os exames oficiais, testes com tempo e nota de 0 a 20, planos de estudo, um assistente de estudo com inteligência artificial (IA) e o registo do teu progresso.',
        'O Nota20 é feito com a comunidade. Não tem anúncios nem pagamentos.',
      ],
    },
    {
      title: '2. Aceitar os termos e idade mínima',
      paragraphs: [
        'Ao criares uma conta ou ao usares o Nota20, aceitas estes termos. Se não concordares com eles, não uses o serviço.',
        'Se tens 13 anos ou mais, podes criar a tua conta por ti. Mesmo assim, é boa ideia falares destes termos com a tua família.',
        'Se tens menos de 13 anos, só podes usar o Nota20 com a autorização do teu pai, da tua mãe ou do teu encarregado de educação. Essa pessoa deve ler contigo estes termos e a política de privacidade e aceitá-los por ti.',
      ],
    },
    {
      title: '3. A tua conta',
      paragraphs: [
        'Cada pessoa só pode ter uma conta. A conta é só tua: não a partilhes e não uses a conta de outra pessoa.',
        'Dá-nos dados verdadeiros, como o teu nome e o teu e-mail, e mantém-nos atualizados. O e-mail é importante: é por ele que recuperas a palavra-passe e que confirmamos que és tu quando nos pedes alguma coisa sobre a conta.',
        'Guarda a tua palavra-passe em segurança e não a digas a ninguém. Se entrares com a Google ou com a conta da tua escola, protege também essa conta.',
        'Se achares que outra pessoa entrou na tua conta, muda a palavra-passe e avisa-nos logo por {email}.',
        'És responsável pelo que fizeres com a tua conta.',
      ],
    },
    {
      title: '4. Serviço gratuito, sem pagamentos',
      paragraphs: [
        'O Nota20 é gratuito. Não te pedimos dados de pagamento e não há nada para comprar.',
        'Como não pagas nada, também não há nada a reembolsar.',
        'Se um dia aparecer alguma funcionalidade paga, dizemos-te antes o preço e as condições, e só pagas se quiseres. Nesse caso, os pagamentos não são reembolsados, exceto quando a lei te der direito a reembolso.',
      ],
    },
    {
      title: '5. Uso aceitável',
      paragraphs: [
        'Usa o Nota20 para estudar e com respeito pelos outros. Há coisas que não podes fazer.',
        'Não podes fazer batota: nada de criar ou usar ferramentas, programas ou extensões que respondam aos testes por ti, nem de usar o Nota20 ou o assistente de IA para copiar em testes, exames ou trabalhos avaliados.',
        'Não podes recolher o conteúdo de forma automática: é proibido usar robôs, scripts ou outros meios automáticos para copiar perguntas, respostas ou outros dados do Nota20 (o chamado scraping).',
        'Não podes atacar nem perturbar o serviço: nada de tentar entrar em contas ou sistemas sem autorização, contornar os limites de pedidos, espalhar vírus ou sobrecarregar os servidores.',
        'Quando nos envias feedback ou mensagens, sê respeitoso. Não são aceites insultos, ameaças, discriminação, conteúdo sexual nem dados pessoais de outras pessoas.',
        'Se não cumprires estas regras, podemos limitar, suspender ou fechar a tua conta (vê a secção 11).',
      ],
    },
    {
      title: '6. O nosso conteúdo',
      paragraphs: [
        'As perguntas, as explicações e as fichas do Nota20 são originais e escritas pelo Nota20. Não são perguntas de exames oficiais.',
        'Fazemos tudo para que estejam certas, mas podem ter erros. Se encontrares um, avisa-nos pelo formulário de feedback da app ou por {email}. Cada aviso ajuda todos os alunos.',
        'O conteúdo do Nota20 não substitui os manuais, as aulas nem os documentos oficiais. Em caso de dúvida, confirma com o teu professor.',
        'O conteúdo do Nota20 é nosso ou de quem nos autorizou a usá-lo. Damos-te uma licença gratuita e pessoal para o usares no teu estudo. Não podes copiar, vender ou publicar o conteúdo noutro sítio sem a nossa autorização.',
        'Se nos enviares uma sugestão ou uma correção, podemos usá-la para melhorar o Nota20, sem te pagar nada por isso.',
      ],
    },
    {
      title: '7. Exames oficiais',
      paragraphs: [
        'Os exames nacionais e os respetivos critérios de classificação pertencem à autoridade nacional dos exames: o IAVE, que em 2026 passou a ser a EduQA, I.P. (Decreto-Lei n.º 105/2025).',
        'O Nota20 não guarda nem publica esses documentos. Damos-te apenas ligações para os sites oficiais onde eles estão publicados.',
        'Não controlamos esses sites. O conteúdo dos exames é da responsabilidade de quem os publica. Se encontrares uma ligação que já não funciona, avisa-nos.',
        'O Nota20 não é um serviço do IAVE nem da EduQA e não é aprovado por estas entidades.',
      ],
    },
    {
      title: '8. O assistente de IA',
      paragraphs: [
        'O assistente de IA ajuda-te a perceber a matéria e os teus erros. É uma ajuda ao estudo e não substitui os teus professores.',
        'As respostas do assistente são geradas automaticamente e podem estar erradas ou incompletas, mesmo quando parecem muito seguras. Confirma sempre o que for importante no manual ou com um professor.',
        'A conversa fica só na página e não é guardada, a não ser que escolhas guardá-la.',
        'Se o Nota20 estiver configurado com um fornecedor externo de IA, a tua pergunta e os resultados dos teus testes são enviados a esse fornecedor para ele gerar a resposta. Não escrevas no assistente dados pessoais de que ele não precisa, como a tua morada ou o teu número de telefone. Sabe mais na política de privacidade.',
      ],
    },
    {
      title: '9. Disponibilidade',
      paragraphs: [
        'Queremos que o Nota20 esteja sempre a funcionar, mas não o podemos garantir. Pode haver falhas, erros ou pausas para manutenção e atualizações, às vezes sem aviso.',
        'Podemos mudar, acrescentar ou retirar funcionalidades, disciplinas ou conteúdos.',
        'Não deixes o estudo para a última hora a contar só com o Nota20: tem sempre os teus apontamentos e o manual à mão.',
      ],
    },
    {
      title: '10. Limitação de responsabilidade',
      paragraphs: [
        'O Nota20 é oferecido gratuitamente e tal como está. Na medida em que a lei o permita, não somos responsáveis por prejuízos causados por erros no conteúdo, por respostas erradas do assistente de IA, por falhas do serviço ou por perda de dados.',
        'O Nota20 ajuda-te a estudar, mas não garante nenhuma nota. Não somos responsáveis pelos resultados que tiveres em testes, exames ou no acesso ao ensino superior.',
        'Nada nestes termos afasta a nossa responsabilidade nos casos em que a lei não deixa limitá-la, nem os direitos que a lei te dá como consumidor.',
      ],
    },
    {
      title: '11. Suspensão, fim da conta e como apagá-la',
      paragraphs: [
        'Podes deixar de usar o Nota20 quando quiseres.',
        'Para apagar a tua conta, escreve para {email} a partir do e-mail associado à conta. Apagamos a conta e os dados ligados a ela no prazo de 30 dias. Na política de privacidade explicamos o que acontece a cada tipo de dados.',
        'Podemos suspender ou fechar a tua conta se não cumprires estes termos de forma grave ou repetida, se a usares para prejudicar outras pessoas ou o serviço, ou se a lei o exigir.',
        'Sempre que possível, avisamos-te antes e explicamos porquê. Se achares que foi um engano, escreve-nos para {email}.',
      ],
    },
    {
      title: '12. Privacidade',
      paragraphs: [
        'Guardamos só os dados necessários para o Nota20 funcionar e ser seguro. Não temos anúncios e não vendemos nem partilhamos os teus dados.',
        'Tudo o que fazemos com os teus dados, e os direitos que tens, está explicado na política de privacidade, em /privacidade. Lê-a com atenção.',
      ],
    },
    {
      title: '13. Alterações aos termos',
      paragraphs: [
        'Podemos alterar estes termos, por exemplo quando o Nota20 ganhar novas funcionalidades ou quando a lei mudar. A data no topo mostra a última revisão.',
        'Sempre que alterarmos estes termos, avisamos-te com pelo menos 7 dias de antecedência, por e-mail ou com um aviso na app, antes de as alterações se aplicarem.',
        'Se não concordares com as alterações, podes deixar de usar o Nota20 e pedir que apaguemos a tua conta. Se continuares a usá-lo depois de as alterações se aplicarem, consideramos que as aceitas.',
      ],
    },
    {
      title: '14. Lei aplicável e contacto',
      paragraphs: [
        'Estes termos regem-se pela lei portuguesa.',
        'Isto não te tira nenhum dos direitos que a lei de proteção do consumidor te dá. Se tiveres um problema connosco, podes também recorrer a um centro de arbitragem de conflitos de consumo ou aos tribunais.',
        'Tens dúvidas sobre estes termos? Escreve para {email}.',
      ],
    },
  ],
} as const;
