// The freight section's interface text. Long copy (cards, FAQ, case studies, legal pages) lives in
// src/features/site/content-pages/content/.
export const freight = {
  'freight.cta.title': 'Vamos planejar a sua próxima operação?',
  'freight.cta.text':
    'Conte o que você precisa transportar ou armazenar e um especialista responde em até um dia útil.',
  'freight.cta.button': 'FALE CONOSCO HOJE',

  'freight.services.metaTitle': 'Serviços de frete e logística',
  'freight.services.metaDescription':
    'Frete rodoviário, aéreo e marítimo, armazenagem, seguro de carga e soluções em cadeia de suprimentos a partir de Parnamirim/RN.',
  'freight.services.eyebrow': 'Serviços',
  'freight.services.title': 'Logística completa, do galpão ao destino final',
  'freight.services.lead':
    'Movimentamos, armazenamos e protegemos a sua carga por terra, ar e mar, com uma equipe que cuida de cada etapa.',
  'freight.services.listTitle': 'O que fazemos',
  'freight.services.reasonsEyebrow': 'Diferenciais',
  'freight.services.reasonsTitle': 'Por que escolher a nossa equipe',

  'freight.projects.metaTitle': 'Projetos e estudos de caso',
  'freight.projects.metaDescription':
    'Seis estudos de caso em cadeia de suprimentos, saúde, indústria, agronegócio, varejo e terceiro setor: o desafio, a solução e os resultados.',
  'freight.projects.eyebrow': 'Projetos',
  'freight.projects.title': 'Resultados que entregamos para nossos clientes',
  'freight.projects.lead':
    'Cada projeto começa por um problema real de logística. Veja como resolvemos seis deles, em setores bem diferentes.',
  'freight.projects.listTitle': 'Estudos de caso',
  'freight.projects.id': 'Projeto {id}',
  'freight.projects.readCaseStudy': 'LER ESTUDO DE CASO',

  'freight.category.supplyChain': 'Cadeia de Suprimentos',
  'freight.category.healthcare': 'Saúde',
  'freight.category.manufacturing': 'Indústria',
  'freight.category.agriculture': 'Agronegócio',
  'freight.category.retail': 'Varejo',
  'freight.category.nonProfit': 'Terceiro Setor',

  'freight.caseStudy.eyebrow': 'Estudo de caso',
  'freight.caseStudy.back': 'Todos os projetos',
  'freight.caseStudy.challenge': 'O desafio',
  'freight.caseStudy.solution': 'A solução',
  'freight.caseStudy.results': 'Os resultados',
  'freight.caseStudy.summary': 'Resumo do projeto',
  'freight.caseStudy.project': 'Projeto',
  'freight.caseStudy.category': 'Categoria',
  'freight.caseStudy.client': 'Cliente',
  'freight.caseStudy.location': 'Local',
  'freight.caseStudy.metaDescription': '{category}: {description}',
  'freight.caseStudy.breadcrumbHome': 'Início',

  'freight.contact.metaTitle': 'Contato e escritórios',
  'freight.contact.metaDescription':
    'Endereços, telefones e e-mails dos escritórios de Nova York, Londres e Singapura, e o contato do condomínio logístico em Parnamirim/RN.',
  'freight.contact.eyebrow': 'Contato',
  'freight.contact.title': 'Fale com o escritório mais perto de você',
  'freight.contact.lead':
    'Nossas equipes em três continentes respondem sobre cotações, envios em andamento e novos projetos.',
  'freight.contact.officesTitle': 'Nossos escritórios',
  'freight.contact.headquarters': 'Sede',
  'freight.contact.address': 'Endereço',
  'freight.contact.phone': 'Telefone',
  'freight.contact.email': 'E-mail',
  'freight.contact.hours': 'Atendimento de segunda a sexta, das 9h às 18h (horário EST, de Nova York).',
  'freight.contact.condoTitle': 'Procura um galpão em Parnamirim?',
  'freight.contact.condoText':
    'Para alugar um módulo, agendar uma visita ou saber da disponibilidade no condomínio, use o nosso formulário de contato ou fale direto com a equipe comercial.',
  'freight.contact.condoButton': 'Ir para o formulário de contato',

  'freight.office.newYork': 'Nova York',
  'freight.office.london': 'Londres',
  'freight.office.singapore': 'Singapura',

  'freight.faq.metaTitle': 'Perguntas frequentes',
  'freight.faq.metaDescription':
    'Respostas sobre rastreamento, modalidades de frete, preços, envios internacionais, itens proibidos, atrasos, seguro, pagamento, reembolso e horário de atendimento.',
  'freight.faq.eyebrow': 'Perguntas frequentes',
  'freight.faq.title': 'Dúvidas comuns sobre os nossos serviços',
  'freight.faq.lead': 'Selecione uma pergunta para ver a resposta.',
  'freight.faq.listTitle': 'Perguntas e respostas',
  'freight.faq.condoTitle': 'Sobre o condomínio',
  'freight.faq.moreTitle': 'Ainda tem dúvidas?',
  'freight.faq.moreText': 'Nossa equipe responde de segunda a sexta, das 9h às 18h (EST).',
  'freight.faq.moreButton': 'Fale com a nossa equipe',

  'freight.legal.eyebrow': 'Informações legais',
  'freight.legal.updated': 'Última atualização: {date}',
  'freight.legal.toc': 'Nesta página',
  'freight.privacy.metaDescription':
    'Como tratamos os dados do formulário de contato e das contas de cliente, cookies essenciais, prazos de guarda e seus direitos pela LGPD.',
  'freight.terms.metaDescription':
    'As regras de uso do site e da área do cliente: informações sobre módulos, formulário de contato, conta, propriedade intelectual e foro.',
} as const;
