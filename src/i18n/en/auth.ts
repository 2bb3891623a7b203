import type { Messages } from '../types';
import type { auth as source } from '../pt-BR/auth';

export const auth = {
  'auth.email.changeEmail.subject': "Confirm your account's new email",
  'auth.email.changeEmail.text':
    "Hello {name},\n\nYou asked to change your portal account's email to this address. To confirm, open the link below (valid for 1 hour):\n\n{url}\n\nUntil then the account keeps its previous email. If it was not you, ignore this message.",
  'auth.email.verify.subject': 'Confirm your email',
  'auth.email.verify.text':
    'Hello, {name}!\n\nConfirm your email to activate your portal account:\n{url}\n\nThe link is valid for 1 hour. If you did not create this account, ignore this message.',
  'auth.email.reset.subject': 'Password reset',
  'auth.email.reset.text':
    'Hello, {name}!\n\nWe received a request to reset your account password. To choose a new password, open:\n{url}\n\nThe link is valid for 1 hour and works once. If you did not ask for a reset, ignore this message: your password stays the same.',
  'error.403.title': 'Access denied',
  'error.403.text': 'Your account is not allowed to open this page.',
  'error.403.metaTitle': 'Access denied',
} as const satisfies Messages<typeof source>;
