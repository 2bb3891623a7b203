import type { LegalDocument } from './types';

export const terms: LegalDocument = {
  title: 'Termos de Serviço',
  intro:
    'Estes termos regem o uso deste site e da área do cliente do {name}, condomínio de galpões logísticos modulares localizado em {address}. Ao usar o site, você concorda com eles; se não concordar, não o utilize.',
  sections: [
    {
      id: 'site',
      heading: '1. O que o site oferece',
      blocks: [
        'O site apresenta o condomínio, seus módulos, instalações e disponibilidade, os serviços de frete e logística que oferecemos e exemplos de projetos, e permite entrar em contato conosco e acessar a área do cliente.',
      ],
    },
    {
      id: 'informacoes',
      heading: '2. Informações sobre módulos e serviços',
      blocks: [
        'Áreas, plantas, imagens e disponibilidade de módulos são informativas e podem mudar sem aviso. Renderizações e fotos ilustram o empreendimento e podem não corresponder exatamente ao estado atual.',
        'Nenhuma informação do site é, por si só, uma proposta de locação ou de serviço. A locação de um módulo depende de proposta e de contrato de locação assinados pelas partes, nos termos da Lei do Inquilinato (Lei nº 8.245/1991); serviços de frete dependem de cotação e confirmação por escrito.',
        'Os estudos de caso descrevem projetos de forma resumida e sem identificar os clientes; os resultados de cada operação dependem das suas condições específicas.',
      ],
    },
    {
      id: 'contato',
      heading: '3. Formulário de contato',
      blocks: [
        'Ao usar o formulário de contato, informe dados verdadeiros e que sejam seus. Não envie propaganda, conteúdo ofensivo ou dados de terceiros sem autorização. Podemos deixar de responder a mensagens abusivas ou automatizadas. O uso dos dados enviados está descrito na [Política de Privacidade](/privacy).',
      ],
    },
    {
      id: 'conta',
      heading: '4. Conta de cliente',
      blocks: [
        {
          list: [
            'Mantenha os dados da sua conta corretos e atualizados.',
            'Sua senha é pessoal: não a compartilhe e avise-nos imediatamente em {email} se suspeitar de uso indevido da conta.',
            'Você responde pelas ações realizadas com a sua conta, salvo se decorrerem de falha nossa.',
            'Os painéis, relatórios e informações de envios da área do cliente ajudam você a acompanhar sua operação; em caso de divergência, valem os documentos fiscais e contratuais emitidos.',
            'Podemos suspender ou encerrar contas usadas em violação destes termos ou da lei, avisando você sempre que possível.',
          ],
        },
      ],
    },
    {
      id: 'uso',
      heading: '5. Uso aceitável',
      blocks: [
        'Você concorda em não:',
        {
          list: [
            'tentar acessar áreas, contas ou dados sem autorização, nem contornar as proteções do site;',
            'sobrecarregar o site com acessos automatizados, coleta massiva de dados ou ataques;',
            'usar o site para fraudes, envio de spam ou qualquer atividade ilegal.',
          ],
        },
      ],
    },
    {
      id: 'propriedade',
      heading: '6. Propriedade intelectual',
      blocks: [
        'Textos, marcas, logotipos, plantas, imagens e o código do site pertencem ao {name} ou a quem nos licenciou. Você pode visualizá-los e compartilhar links para eles; as plantas e o quadro de áreas podem ser usados para avaliar a locação. Qualquer outro uso, cópia ou reprodução depende de autorização por escrito.',
      ],
    },
    {
      id: 'terceiros',
      heading: '7. Serviços de terceiros',
      blocks: [
        'O site tem links para serviços de terceiros, como WhatsApp, Instagram e o mapa do OpenStreetMap (carregado apenas quando você pede). Esses serviços seguem os seus próprios termos e políticas, pelos quais não respondemos.',
      ],
    },
    {
      id: 'responsabilidade',
      heading: '8. Disponibilidade e responsabilidade',
      blocks: [
        'Trabalhamos para manter o site disponível e correto, mas ele pode passar por manutenção ou interrupções. Não respondemos por danos causados por uso indevido do site, por falhas de conexão do usuário ou por serviços de terceiros. Nada nestes termos limita direitos garantidos pelo Código de Defesa do Consumidor (Lei nº 8.078/1990) quando ele for aplicável.',
      ],
    },
    {
      id: 'privacidade',
      heading: '9. Privacidade',
      blocks: ['O tratamento de dados pessoais segue a nossa [Política de Privacidade](/privacy) e a LGPD.'],
    },
    {
      id: 'alteracoes',
      heading: '10. Alterações destes termos',
      blocks: [
        'Podemos atualizar estes termos. A nova versão é publicada nesta página com a data de atualização e vale a partir da publicação; mudanças relevantes serão comunicadas por e-mail a quem tiver conta de cliente.',
      ],
    },
    {
      id: 'foro',
      heading: '11. Lei aplicável e foro',
      blocks: [
        'Estes termos são regidos pelas leis brasileiras. Fica eleito o foro da Comarca de Parnamirim/RN, ressalvado o direito do consumidor de propor ação no foro do seu domicílio.',
        'Dúvidas sobre estes termos? Escreva para {email}.',
      ],
    },
  ],
};
