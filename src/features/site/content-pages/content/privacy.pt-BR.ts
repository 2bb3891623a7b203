import type { LegalDocument } from './types';

export const privacy: LegalDocument = {
  title: 'Política de Privacidade',
  intro:
    'Esta política explica quais dados pessoais o {name} coleta por este site e pela área do cliente, para que os usa, por quanto tempo os guarda e como você exerce os seus direitos previstos na Lei Geral de Proteção de Dados (Lei nº 13.709/2018, a LGPD).',
  sections: [
    {
      id: 'controlador',
      heading: '1. Quem é o controlador',
      blocks: [
        'O controlador dos dados é o {name}, condomínio de galpões logísticos modulares localizado em {address}. Para qualquer assunto de privacidade, inclusive para falar com o encarregado pelo tratamento de dados, escreva para {email}.',
      ],
    },
    {
      id: 'dados',
      heading: '2. Quais dados coletamos',
      blocks: [
        'Coletamos apenas o que você nos informa e o mínimo necessário para o site funcionar:',
        {
          list: [
            'Formulário de contato: nome completo, e-mail, celular, a mensagem (opcional) e o módulo de interesse, quando você o indica.',
            'Conta de cliente: nome, sobrenome, e-mail e senha (guardada apenas em forma de hash, nunca em texto legível) e, se você informar, telefone e idioma dos e-mails. Também guardamos o que você cria ou recebe na área do cliente: envios e o histórico de cada um, documentos e seus arquivos, cobranças, pedidos de suporte e notificações, além das sessões abertas (endereço IP e navegador).',
            'Registros de acesso: endereço IP, data e hora de cada acesso, como exige o Marco Civil da Internet (Lei nº 12.965/2014), e registros técnicos de erros.',
          ],
        },
        'Não coletamos dados sensíveis e não pedimos documentos pessoais pelo site.',
      ],
    },
    {
      id: 'finalidades',
      heading: '3. Para que usamos e com qual base legal',
      blocks: [
        {
          list: [
            'Responder ao seu contato, enviar informações sobre os módulos e agendar visitas: procedimentos preliminares a um contrato, a seu pedido (art. 7º, V, da LGPD).',
            'Criar e manter a sua conta de cliente e prestar os serviços contratados: execução de contrato (art. 7º, V).',
            'Proteger o site contra abuso, por exemplo limitando tentativas de login e de envio de formulários: legítimo interesse (art. 7º, IX), sempre na medida do necessário.',
            'Guardar registros de acesso e cumprir ordens de autoridades: cumprimento de obrigação legal (art. 7º, II).',
            'Guardar as cobranças e o histórico dos envios depois do encerramento da conta, sem identificar você: cumprimento de obrigação legal fiscal e contábil (art. 7º, II) e exercício regular de direitos (art. 7º, VI).',
            'Registrar os pedidos de acesso e de eliminação que atendemos, para comprovar que os atendemos: cumprimento de obrigação legal (art. 7º, II, e art. 6º, X).',
          ],
        },
        'Não usamos seus dados para publicidade, não criamos perfis de comportamento e não tomamos decisões automatizadas sobre você.',
      ],
    },
    {
      id: 'compartilhamento',
      heading: '4. Com quem compartilhamos',
      blocks: [
        'Não vendemos nem alugamos dados pessoais. Eles só são acessados por:',
        {
          list: [
            'nossa equipe comercial e administrativa, para atender você;',
            'fornecedores que operam em nosso nome, como hospedagem do site e envio de e-mails, contratualmente obrigados a usar os dados apenas para esse fim e a protegê-los;',
            'autoridades públicas, quando houver obrigação legal ou ordem judicial.',
          ],
        },
        'Se algum fornecedor armazenar dados fora do Brasil, a transferência seguirá uma das hipóteses do art. 33 da LGPD, com garantias de proteção equivalentes às brasileiras.',
      ],
    },
    {
      id: 'retencao',
      heading: '5. Por quanto tempo guardamos',
      blocks: [
        {
          list: [
            'Contatos do formulário: enquanto durar a conversa sobre a locação e por até 24 meses após o último contato; depois disso são eliminados. Você pode pedir a eliminação antes disso.',
            'Conta de cliente: enquanto estiver ativa. Quando você apaga a conta (ou nos pede para apagá-la), eliminamos na hora o cadastro, a senha, as sessões, as notificações, os documentos e seus arquivos, as mensagens do formulário de contato enviadas com o seu e-mail e os e-mails que enviamos a você.',
            'Cobranças e histórico dos envios: são registros fiscais e contábeis, por isso ficam guardados pelo prazo legal (a legislação tributária exige, em regra, 5 anos), mesmo depois de a conta ser apagada. Ficam sem o seu nome, e-mail e telefone, e sem os nomes e e-mails de remetente e destinatário. Os pedidos de suporte ficam pelo mesmo motivo, sem o texto das suas mensagens.',
            'Registro dos pedidos de privacidade: a data, o que foi feito e um código irreversível calculado a partir do e-mail (nunca o e-mail em si), pelo prazo legal, para comprovar que o pedido foi atendido.',
            'Registros de acesso: 6 meses, como determina o Marco Civil da Internet.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: '6. Cookies',
      blocks: [
        'Usamos apenas cookies essenciais: o cookie de sessão criado quando você entra na área do cliente, necessário para mantê-lo conectado com segurança, e que deixa de valer quando você sai ou a sessão expira. Sem ele a área do cliente não funciona, por isso não pedimos consentimento para ele.',
        'Não usamos cookies de publicidade nem de análise de audiência, nem rastreadores ou pixels de terceiros.',
      ],
    },
    {
      id: 'mapa',
      heading: '7. Mapa e links externos',
      blocks: [
        'O mapa da localização do condomínio é carregado do OpenStreetMap somente quando você pede para exibi-lo. Nesse momento o seu navegador se conecta aos servidores da OpenStreetMap Foundation, que recebem o seu endereço IP segundo a [política de privacidade da OpenStreetMap Foundation](https://osmfoundation.org/wiki/Privacy_Policy). Enquanto você não pedir o mapa, nenhuma conexão é feita.',
        'Os links para WhatsApp e Instagram levam a serviços de terceiros, que seguem as suas próprias políticas.',
      ],
    },
    {
      id: 'direitos',
      heading: '8. Seus direitos',
      blocks: [
        'Pelo art. 18 da LGPD, você pode, a qualquer momento e de graça:',
        {
          list: [
            'confirmar se tratamos dados seus e acessá-los;',
            'corrigir dados incompletos, inexatos ou desatualizados;',
            'pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desacordo com a lei;',
            'pedir a portabilidade dos dados a outro fornecedor;',
            'saber com quem compartilhamos os seus dados;',
            'revogar um consentimento dado e se opor a um tratamento baseado em legítimo interesse.',
          ],
        },
        'Na área do cliente, em [Configurações → Privacidade](/dashboard/settings/privacy), você baixa a qualquer momento uma cópia de todos os seus dados (um arquivo ZIP) e apaga a sua conta; para apagar, confirme a sua senha (e o código de verificação, se usar a verificação em duas etapas). Para qualquer outro pedido, ou se você não tem conta (por exemplo, para apagar uma mensagem do formulário de contato), escreva para {email}: podemos pedir uma confirmação de identidade antes de atender, para proteger os seus dados, e respondemos em até 15 dias. Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados ([ANPD](https://www.gov.br/anpd)).',
      ],
    },
    {
      id: 'seguranca',
      heading: '9. Segurança',
      blocks: [
        'O site só funciona por conexão criptografada (HTTPS), as senhas são guardadas com hash, o acesso aos dados é restrito a quem precisa deles e limitamos tentativas repetidas de login e de envio de formulários. Se ocorrer um incidente de segurança que possa causar risco ou dano relevante, avisaremos você e a ANPD, como exige a lei.',
      ],
    },
    {
      id: 'menores',
      heading: '10. Crianças e adolescentes',
      blocks: [
        'O site se destina a empresas e profissionais. Não coletamos intencionalmente dados de menores de 18 anos.',
      ],
    },
    {
      id: 'alteracoes',
      heading: '11. Alterações desta política',
      blocks: [
        'Quando esta política mudar, publicaremos a nova versão nesta página com a data de atualização. Mudanças relevantes serão comunicadas por e-mail a quem tiver conta de cliente.',
        'Dúvidas? Escreva para {email} ou use o [formulário de contato](/#contact-form-section).',
      ],
    },
  ],
};
