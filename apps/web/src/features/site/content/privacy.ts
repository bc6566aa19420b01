export const PRIVACY = {
  title: 'Política de privacidade',
  dateLabel: 'Última modificação: 25 de novembro de 2026',
  intro: [
    'Esta política explica que dados pessoais o Nota20 guarda, porquê, durante quanto tempo, com quem os partilha e que direitos tens. Escrevemo-la para ser fácil de ler, mesmo que tenhas 15 anos.',
    'Em resumo: guardamos só o necessário para o Nota20 funcionar e ser seguro. Não mostramos anúncios, não vendemos os teus dados nem os usamos para publicidade, não usamos cookies de rastreamento e não usamos ferramentas de estatística nem tipos de letra de outras empresas. Podes descarregar os teus dados e apagar a tua conta tu mesmo, nas definições.',
  ],
  sections: [
    {
      title: '1. Quem é o responsável pelos teus dados',
      paragraphs: [
        'O responsável pelo tratamento dos teus dados é a equipa que gere o Nota20 («nós»). Somos nós que decidimos para que servem os teus dados e como são usados.',
        'Para qualquer pergunta sobre privacidade ou para exerceres os teus direitos, escreve para {email}.',
      ],
    },
    {
      title: '2. Dados da conta',
      paragraphs: [
        'Quando crias conta, guardamos o teu nome e o teu e-mail. A palavra-passe nunca é guardada tal como a escreves: guardamos só um hash, uma espécie de impressão digital que não dá para reverter. Nem nós conseguimos ver a tua palavra-passe.',
        'Se quiseres, podes juntar um nome de utilizador e a tua escola, escolhida de uma lista de escolas. Guardamos também as tuas preferências (o tema e a língua) e se já confirmaste o teu e-mail.',
        'Se entrares com a Google ou com o sistema de autenticação da tua escola, guardamos a ligação entre essa conta e a tua conta do Nota20, e os tokens (códigos de acesso) que esse serviço nos dá.',
        'Cada vez que inicias sessão, criamos uma sessão. Fica um cookie no teu navegador e, do nosso lado, guardamos o endereço IP e o user agent do navegador (a identificação do navegador e do sistema operativo) dessa sessão.',
        'Uma sessão acaba 30 dias depois da última vez que a usaste e, no máximo, 90 dias depois de teres entrado. Se desligares «Manter sessão iniciada» ao entrar, acaba quando fechares o navegador e, no máximo, 12 horas depois de teres entrado. As sessões que acabaram são apagadas automaticamente, de hora a hora.',
        'Enviamos-te e-mails só em dois casos: quando pedes para redefinir a palavra-passe e, se o servidor do Nota20 estiver configurado para enviar e-mails, quando crias conta, para confirmares o teu endereço. Não enviamos publicidade.',
        'Para que servem: para criar e gerir a tua conta, para entrares com segurança, para podermos investigar acessos estranhos à tua conta e para mostrarmos a app como preferes.',
      ],
    },
    {
      title: '3. Dados de estudo',
      paragraphs: [
        'Quando estudas, guardamos os testes que fazes (as perguntas, as tuas respostas, a nota e o tempo), as tuas vidas, os teus planos de estudo e o teu progresso em cada pergunta. Os dias seguidos de estudo são contados a partir dos testes.',
        'Para que servem: para te mostrarmos o teu progresso, para guardarmos os teus planos de estudo e para melhorarmos as perguntas. Por exemplo, se quase toda a gente erra uma pergunta, pode ser sinal de que está mal escrita.',
      ],
    },
    {
      title: '4. Feedback e mensagens de contacto',
      paragraphs: [
        'Quando nos envias feedback, por exemplo a avisar de um erro numa pergunta, guardamos a mensagem, o tipo e a urgência que escolheste e, se tiveres sessão iniciada, o identificador da tua conta.',
        'Com o feedback, a app envia também alguns dados do dispositivo: o tamanho do ecrã, o user agent do navegador, a plataforma, a língua, o endereço da página onde estavas e o tema que usas. Ajudam-nos a perceber e a corrigir o problema.',
        'Quando usas o formulário de contacto, guardamos o nome e o e-mail que escreveres, o assunto, a urgência e a mensagem.',
        'Para que servem: para corrigirmos erros, melhorarmos o Nota20 e te respondermos.',
      ],
    },
    {
      title: '5. Conversas com o tutor',
      paragraphs: [
        'As conversas com o tutor (o assistente que explica os resultados de um teste) não são guardadas no servidor do Nota20: ficam só na página aberta no teu navegador e desaparecem quando a fechas.',
        'O botão «Guardar conversa» descarrega a conversa para um ficheiro de texto no teu dispositivo. Esse ficheiro fica só contigo: não o recebemos.',
        'Para te responder, o tutor usa a tua pergunta, a conversa até aí e o teste de que estás a falar (as perguntas, as tuas respostas e as explicações). O Nota20 tem um tutor próprio, que funciona no nosso servidor.',
        'Quem gere o Nota20 pode, em vez dele, configurar um fornecedor externo de IA. Nesse caso, quando usas o tutor, a tua pergunta, a conversa até aí e as perguntas, as tuas respostas e as explicações do teste são enviadas a esse fornecedor, para ele gerar a resposta. Não lhe enviamos mais nada: nem o teu nome, nem o teu e-mail.',
        'Não escrevas no tutor dados pessoais de que ele não precisa, como a tua morada, o teu número de telefone ou dados sobre a tua saúde.',
        'Para que servem: para o tutor te responder.',
      ],
    },
    {
      title: '6. Registos de segurança',
      paragraphs: [
        'Para proteger o serviço, o servidor regista cada pedido feito ao Nota20: um identificador do pedido, o método, o caminho pedido (sem códigos secretos, como o de uma ligação para redefinir a palavra-passe), o resultado e quanto tempo demorou. Estes registos não têm nomes, e-mails, palavras-passe nem o conteúdo das mensagens.',
        'O Nota20 não apaga estes registos sozinho: ficam guardados durante o tempo que o sistema onde o servidor funciona os mantiver, e esse prazo depende de quem gere o servidor. Se quiseres saber qual é, pergunta-nos por {email}.',
        'Também contamos os pedidos feitos a partir de cada endereço IP e de cada conta, para travar ataques e abusos (limites de pedidos). Os contadores das tentativas falhadas de entrar duram no máximo 1 hora; os outros, no máximo 1 dia.',
        'Para que servem: para encontrarmos e corrigirmos falhas e para protegermos o Nota20 e as contas de todos contra ataques.',
      ],
    },
    {
      title: '7. Bases legais',
      paragraphs: [
        'Só usamos os teus dados quando a lei (o Regulamento Geral sobre a Proteção de Dados, ou RGPD) nos permite. No Nota20, usamos três bases legais.',
        'Contrato: precisamos dos dados da conta, das sessões e dos dados de estudo para te prestar o serviço que pediste quando aceitaste os termos e condições.',
        'Interesse legítimo: usamos os registos de segurança, os limites de pedidos e os dados das sessões para manter o Nota20 seguro, e usamos os dados de estudo e o feedback para melhorar as perguntas e responder às tuas mensagens. Podes opor-te a estes usos (vê a secção 13).',
        'Consentimento: só enviamos dados ao fornecedor externo de IA (se estiver configurado) quando escolhes usar o tutor. Podes retirar o consentimento quando quiseres: basta deixares de usar o tutor. Isso não torna ilegal o que foi feito antes.',
      ],
    },
    {
      title: '8. Quem recebe os teus dados',
      paragraphs: [
        'Não vendemos nem alugamos os teus dados a ninguém, nem os partilhamos para publicidade. Só estas entidades podem recebê-los, e apenas o necessário.',
        'Fornecedor de alojamento: os servidores onde o Nota20 funciona e onde os dados ficam guardados pertencem a um fornecedor de alojamento, que só trata os dados por nossa conta e segundo as nossas instruções.',
        'Fornecedor externo de IA (opcional): só se estiver configurado e usares o tutor. Recebe a tua pergunta, a conversa até aí e as perguntas, as tuas respostas e as explicações do teste, e nada mais.',
        'Serviço de envio de e-mails: para te enviarmos a ligação para redefinir a palavra-passe ou para confirmares o teu e-mail, usamos um serviço de envio de e-mails, que recebe o teu endereço de e-mail e a mensagem que te enviamos.',
        'Se entrares com a Google ou com a conta da tua escola, esse serviço fica a saber que a usaste para entrar no Nota20 e trata os teus dados segundo a política de privacidade dele.',
        'Autoridades: só lhes damos dados se a lei nos obrigar.',
      ],
    },
    {
      title: '9. Transferências para fora da União Europeia',
      paragraphs: [
        'Os teus dados só saem da União Europeia (e do resto do Espaço Económico Europeu) se algum dos nossos fornecedores, como o fornecedor externo de IA, estiver fora dela.',
        'Nesse caso, a transferência só acontece com as garantias exigidas pelo RGPD: para um país que a Comissão Europeia reconhece ter proteção adequada, ou com cláusulas contratuais-tipo aprovadas pela Comissão Europeia.',
        'Podes pedir-nos informação sobre estas garantias por {email}.',
      ],
    },
    {
      title: '10. Durante quanto tempo guardamos os dados',
      paragraphs: [
        'Dados da conta (incluindo contas ligadas) e dados de estudo: enquanto a tua conta existir. Cada sessão acaba nos prazos da secção 2 e é apagada na hora seguinte.',
        'Quando apagas a tua conta (Definições → Privacidade → Apagar conta), apagamos de imediato a conta, os testes, os planos de estudo e o progresso, as sessões, as contas ligadas e as mensagens (feedback e contacto) que enviaste com sessão iniciada.',
        'Conversas com o tutor: não ficam connosco.',
        'Feedback e mensagens de contacto: enquanto precisarmos delas para corrigir o problema ou te responder. As que enviaste com sessão iniciada são apagadas com a tua conta; para apagarmos outra, escreve para {email}.',
        'Registos de pedidos: depende de quem gere o servidor (vê a secção 6). Contadores dos limites de pedidos: no máximo 1 hora para as tentativas falhadas de entrar e 1 dia para os outros.',
        'Cópias de segurança: os dados apagados podem ficar nas cópias de segurança até essas cópias serem substituídas por novas.',
      ],
    },
    {
      title: '11. Como protegemos os teus dados',
      paragraphs: [
        'As palavras-passe são guardadas só como hash, que não dá para reverter.',
        'A ligação entre o teu navegador e o Nota20 é sempre cifrada (HTTPS).',
        'O acesso aos dados é controlado: só quem precisa para gerir o serviço lhes pode aceder.',
        'Limitamos o número de pedidos por endereço IP e por conta, para travar quem tenta adivinhar palavras-passe ou sobrecarregar o serviço.',
        'Nenhum sistema é totalmente seguro. Se houver uma violação de dados que ponha em risco os teus direitos, avisamos a CNPD e, quando a lei o exige, avisamos-te também a ti.',
      ],
    },
    {
      title: '12. Cookies e armazenamento local',
      paragraphs: [
        'Só usamos cookies necessários para iniciares sessão, e por isso não precisam do teu consentimento. Nenhum deles pode ser lido pelos scripts da página.',
        'O cookie de sessão mantém a tua sessão iniciada e dura até 30 dias. Se desligares «Manter sessão iniciada», apaga-se quando fechares o navegador, e um segundo cookie lembra o servidor dessa escolha.',
        'Quando entras com a Google ou com a conta da tua escola, um cookie temporário protege esse passo. Dura no máximo 5 minutos.',
        'Usamos também o armazenamento local (local storage) do teu navegador para guardar o tema que escolheste e se tens sessão iniciada (para o menu das páginas públicas te mostrar «Ir para a app») e, só enquanto o separador estiver aberto (session storage), pequenas indicações, como a página a que voltas depois de entrares. Ficam só no teu dispositivo.',
        'Para o Nota20 abrir sem rede, o teu navegador guarda uma cópia da aplicação, das fichas e exames que abriste (até 30 dias) e, com sessão iniciada, do teu painel, perfil e planos tal como os viste da última vez (até 7 dias). Essa cópia fica só no teu dispositivo e a cópia dos teus dados é apagada quando terminas a sessão.',
        'Não usamos cookies de publicidade, de estatística ou de redes sociais.',
      ],
    },
    {
      title: '13. Os teus direitos e como os exercer',
      paragraphs: [
        'Acesso: tens direito a saber que dados temos sobre ti e a receber uma cópia deles. Podes descarregá-los tu mesmo em Definições → Privacidade → Descarregar os meus dados.',
        'Retificação: tens direito a corrigir dados errados ou incompletos. O nome, o nome de utilizador, a escola e as preferências (tema e língua) podes mudá-los tu nas definições.',
        'Apagamento: tens direito a que apaguemos os teus dados. Podes apagar a tua conta tu mesmo em Definições → Privacidade → Apagar conta: a conta, os testes, os planos, as sessões e as mensagens que enviaste com sessão iniciada são apagados de imediato. Podem ficar cópias nas cópias de segurança até estas serem substituídas. Para apagarmos outros dados, como uma mensagem que enviaste sem sessão iniciada, escreve-nos.',
        'Portabilidade: tens direito a receber os teus dados num ficheiro JSON, para os guardares ou levares para outro serviço. É esse o ficheiro que «Descarregar os meus dados» te dá.',
        'Limitação: tens direito a pedir que deixemos de usar os teus dados durante algum tempo, por exemplo enquanto verificamos se estão certos.',
        'Oposição: tens direito a opor-te a que usemos os teus dados com base no nosso interesse legítimo.',
        'Retirar o consentimento: tens direito a retirar, a qualquer momento, o consentimento que deste.',
        'Como fazer: para o que não podes fazer tu mesmo nas definições, escreve para {email} a partir do e-mail associado à tua conta, para sabermos que és mesmo tu, e diz-nos que direito queres exercer. Se já não tiveres acesso a esse e-mail, explica-nos a situação e combinamos outra forma de confirmar quem és.',
        'Respondemos no prazo de 30 dias e não tens de pagar nada. Se tiveres menos de 13 anos, o teu pai, a tua mãe ou o teu encarregado de educação pode fazer o pedido por ti.',
      ],
    },
    {
      title: '14. Menores',
      paragraphs: [
        'Muitos dos nossos utilizadores têm menos de 18 anos. Por isso, guardamos só o necessário e escrevemos esta política de forma simples.',
        'Em Portugal, a partir dos 13 anos podes dar tu mesmo o teu consentimento para o uso dos teus dados em serviços online (Lei n.º 58/2019).',
        'Se tens menos de 13 anos, o teu pai, a tua mãe ou o teu encarregado de educação tem de dar o consentimento por ti. Se soubermos que alguém com menos de 13 anos criou conta sem esse consentimento, pedimo-lo ou apagamos a conta.',
      ],
    },
    {
      title: '15. Reclamações à CNPD',
      paragraphs: [
        'Se achares que não tratámos bem os teus dados, fala primeiro connosco em {email}: tentamos resolver o problema depressa.',
        'Tens sempre o direito de apresentar uma reclamação à Comissão Nacional de Proteção de Dados (CNPD), a autoridade portuguesa de proteção de dados, em www.cnpd.pt.',
      ],
    },
    {
      title: '16. Alterações a esta política',
      paragraphs: [
        'Podemos atualizar esta política, por exemplo quando o Nota20 ganhar novas funcionalidades ou quando a lei mudar. A data no topo mostra a última modificação.',
        'Se a alteração for importante, avisamos-te por e-mail ou com um aviso na app, com pelo menos 7 dias de antecedência.',
        'Se quisermos usar os teus dados para um fim novo que precise do teu consentimento, pedimos-to antes.',
      ],
    },
  ],
} as const;
