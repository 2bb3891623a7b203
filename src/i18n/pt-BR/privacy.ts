// Privacidade (LGPD): Configurações → Privacidade do cliente, a página da equipe, o e-mail que
// confirma uma eliminação e o LEIAME do arquivo exportado.
export const privacy = {
  'privacy.nav': 'Privacidade',
  'privacy.meta': 'Privacidade — Configurações',
  'privacy.meta.admin': 'Privacidade — Administração',
  'privacy.intro': 'Seus direitos pela LGPD: baixar os seus dados e apagar a sua conta.',

  'privacy.export.title': 'Baixar meus dados',
  'privacy.export.text':
    'Um arquivo ZIP com tudo o que a sua conta guarda, para você conferir ou levar a outro fornecedor.',
  'privacy.export.contents':
    'Inclui o seu cadastro e acessos, os envios com o histórico, as notificações, os documentos (dados e arquivos), as cobranças, os pedidos de suporte e as mensagens enviadas pelo formulário de contato com o seu e-mail.',
  'privacy.export.submit': 'Baixar meus dados (ZIP)',
  'privacy.export.signIn': 'Entre na sua conta para baixar os seus dados.',
  'privacy.export.busy': 'O seu arquivo já está sendo gerado. Aguarde o download terminar.',
  'privacy.export.fileName': 'meus-dados-{day}.zip',

  'privacy.kept.title': 'O que guardamos e por quê',
  'privacy.kept.text':
    'Guardamos os seus dados enquanto a conta existir, para prestar os serviços. As cobranças e o histórico dos envios são registros fiscais e contábeis: ficam guardados pelo prazo legal, mesmo depois de a conta ser apagada, mas sem o seu nome, e-mail ou telefone.',
  'privacy.kept.policy': 'Leia a Política de Privacidade',

  'privacy.erase.title': 'Apagar minha conta',
  'privacy.erase.text': 'Esta ação não pode ser desfeita. Você receberá um e-mail confirmando a eliminação.',
  'privacy.erase.erased':
    'Apagamos o seu cadastro, senha e sessões, as notificações, os documentos e seus arquivos, as mensagens do formulário de contato e os e-mails enviados a você.',
  'privacy.erase.kept':
    'Mantemos, sem nada que identifique você, as cobranças e os envios com o histórico (obrigações fiscais e contábeis), e os pedidos de suporte sem o texto das suas mensagens.',
  'privacy.erase.password': 'Sua senha',
  'privacy.erase.code': 'Código de verificação',
  'privacy.erase.codeHint': 'Os 6 dígitos do aplicativo autenticador, ou um dos códigos de recuperação.',
  'privacy.erase.confirm': 'Entendo que a minha conta será apagada e que isso não pode ser desfeito.',
  'privacy.erase.submit': 'Apagar minha conta',
  'privacy.erase.staffAccount': 'Contas da equipe não são apagadas por aqui: peça a outro administrador.',
  'privacy.erase.error.password': 'Informe a sua senha.',
  'privacy.erase.error.wrongPassword': 'Senha incorreta. Nada foi apagado.',
  'privacy.erase.error.wrongCode': 'Código de verificação inválido. Nada foi apagado.',
  'privacy.erase.error.confirm': 'Marque a confirmação para apagar a conta.',
  'privacy.erase.error.tooMany': 'Muitas tentativas. Aguarde 15 minutos e tente de novo.',
  'privacy.error.staff': 'Contas da equipe não são apagadas por aqui.',
  'privacy.erased.title': 'Sua conta foi apagada',
  'privacy.erased.text': 'Enviamos um e-mail confirmando a eliminação. Obrigado por ter usado o portal.',

  'privacy.staff.title': 'Privacidade (LGPD)',
  'privacy.staff.intro':
    'Atenda a pedidos de eliminação feitos por telefone, e-mail ou pessoalmente: procure o e-mail da pessoa, apague a conta de cliente ou os contatos do formulário e registre como foi o pedido. Cada ação fica no registro abaixo, sem o e-mail da pessoa.',
  'privacy.staff.find.label': 'Procurar pessoa',
  'privacy.staff.find.email': 'E-mail da pessoa',
  'privacy.staff.find.submit': 'Procurar',
  'privacy.staff.account.title': 'Conta de cliente',
  'privacy.staff.account.none': 'Nenhuma conta com este e-mail.',
  'privacy.staff.account.staff': 'É uma conta da equipe: não é apagada por aqui.',
  'privacy.staff.account.summary':
    'Cliente desde {since} · {shipments} envio(s), {documents} documento(s), {charges} cobrança(s).',
  'privacy.staff.account.erase': 'Apagar conta de cliente',
  'privacy.staff.leads.title': 'Contatos do formulário',
  'privacy.staff.leads.none': 'Nenhum contato com este e-mail.',
  'privacy.staff.leads.summary': '{count} contato(s), o mais recente em {latest}.',
  'privacy.staff.leads.erase': 'Apagar contatos',
  'privacy.staff.note': 'Como foi o pedido',
  'privacy.staff.noteHint': 'Por exemplo: pedido por telefone em 10/11/2026, atendido por Maria.',
  'privacy.staff.error.email': 'Informe um e-mail válido.',
  'privacy.staff.error.subject': 'Escolha o que apagar.',
  'privacy.staff.error.note': 'Registre como a pessoa fez o pedido.',
  'privacy.staff.error.noteTooLong': 'Use no máximo 500 caracteres.',
  'privacy.staff.error.notFound': 'Nada encontrado com este e-mail.',
  'privacy.staff.erased.customer': 'Conta de cliente apagada',
  'privacy.staff.erased.lead': 'Contatos apagados',
  'privacy.staff.log.title': 'Registro de privacidade',
  'privacy.staff.log.newest': 'As {count} solicitações mais recentes, da mais nova à mais antiga.',
  'privacy.staff.log.empty': 'Nenhum pedido registrado ainda.',
  'privacy.staff.log.when': 'Quando',
  'privacy.staff.log.what': 'O quê',
  'privacy.staff.log.subject': 'Titular',
  'privacy.staff.log.by': 'Por',
  'privacy.staff.log.note': 'Observação',
  'privacy.log.action.export': 'Exportação de dados',
  'privacy.log.action.erase': 'Eliminação',
  'privacy.log.subject.customer': 'Cliente {fingerprint}',
  'privacy.log.subject.lead': 'Contato {fingerprint}',
  'privacy.log.by.self': 'O próprio titular',
  'privacy.log.by.formerStaff': 'Ex-membro da equipe',

  'privacy.email.subject.customer': 'Sua conta no {site} foi apagada',
  'privacy.email.subject.lead': 'Seus dados de contato no {site} foram apagados',
  'privacy.email.greeting': 'Olá,',
  'privacy.email.customer':
    'Como você pediu, apagamos a sua conta no {site}: cadastro, senha, sessões, notificações, documentos e as mensagens do formulário de contato enviadas com este e-mail.',
  'privacy.email.lead':
    'Como você pediu, apagamos as mensagens que você nos enviou pelo formulário de contato do {site} e os seus dados de contato.',
  'privacy.email.kept':
    'As cobranças e o histórico dos envios ficam guardados pelo prazo legal, por obrigação fiscal e contábil, mas sem o seu nome, e-mail ou telefone.',
  'privacy.email.policy': 'Política de Privacidade: {url}',
  'privacy.email.questions': 'Dúvidas? Escreva para {email}. Este é o último e-mail que enviamos a este endereço.',

  'privacy.readme.title': 'Seus dados no {site}',
  'privacy.readme.generated': 'Gerado em {when} (UTC).',
  'privacy.readme.intro':
    'Este arquivo tem tudo o que a sua conta guarda, em JSON (datas em UTC, valores em centavos de real):',
  'privacy.readme.profile': 'seu cadastro, as formas de entrar e as sessões (endereço IP e navegador)',
  'privacy.readme.shipments': 'seus envios, cada um com o histórico de status',
  'privacy.readme.notifications': 'as notificações do portal',
  'privacy.readme.charges': 'as cobranças e os pagamentos',
  'privacy.readme.support': 'os pedidos de suporte, com as mensagens',
  'privacy.readme.contactMessages': 'as mensagens enviadas pelo formulário de contato com o seu e-mail',
  'privacy.readme.documents': 'os documentos que você enviou e a análise de cada um',
  'privacy.readme.files': 'os arquivos dos documentos, como foram enviados',
  'privacy.readme.rights':
    'Para corrigir ou apagar os seus dados, use Configurações → Privacidade no portal ou escreva para o e-mail da Política de Privacidade.',
} as const;
