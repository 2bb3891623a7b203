// Accounts: the emails sent by the auth server and the 403 page.
export const auth = {
  'auth.email.changeEmail.subject': 'Confirme o novo email da sua conta',
  'auth.email.changeEmail.text':
    'Olá, {name},\n\nVocê pediu para trocar o email da sua conta no portal para este endereço. Para confirmar, abra o link abaixo (vale por 1 hora):\n\n{url}\n\nAté a confirmação, a conta continua com o email anterior. Se não foi você, ignore esta mensagem.',
  'auth.email.verify.subject': 'Confirme seu email',
  'auth.email.verify.text':
    'Olá, {name}!\n\nConfirme seu email para ativar sua conta no portal:\n{url}\n\nO link vale por 1 hora. Se você não criou esta conta, ignore esta mensagem.',
  'auth.email.reset.subject': 'Redefinição de senha',
  'auth.email.reset.text':
    'Olá, {name}!\n\nRecebemos um pedido para redefinir a senha da sua conta. Para escolher uma nova senha, abra:\n{url}\n\nO link vale por 1 hora e pode ser usado uma vez. Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
  'error.403.title': 'Acesso negado',
  'error.403.text': 'Sua conta não tem permissão para abrir esta página.',
  'error.403.metaTitle': 'Acesso negado',
} as const;
