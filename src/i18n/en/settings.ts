import type { Messages } from '../types';
import type { settings as source } from '../pt-BR/settings';

export const settings = {
  'settings.meta': 'Settings',
  'settings.title': 'Settings',
  'settings.intro': 'Your contact details and the language of the emails we send you.',
  'settings.firstName': 'First name',
  'settings.lastName': 'Last name',
  'settings.email': 'Email',
  'settings.emailHint': 'To change your account email, contact support.',
  'settings.phone': 'Phone',
  'settings.optional': '(optional)',
  'settings.locale': 'Email language',
  'settings.locale.pt-BR': 'Português (Brasil)',
  'settings.locale.en': 'English',
  'settings.save': 'Save Changes',
  'settings.saving': 'Saving...',
  'settings.saved.title': 'Settings saved',
  'settings.saved.text': 'Your profile has been updated successfully.',
  'settings.error.title': 'Error',
  'settings.error.text': 'Failed to save settings. Please try again.',
  'settings.error.fixFields': 'Please correct the fields marked below.',
  'settings.error.firstName': 'Please enter your first name.',
  'settings.error.lastName': 'Please enter your last name.',
  'settings.error.tooLong': 'This text is too long.',
  'settings.error.phone': 'Enter the phone number with area code (10 to 20 characters: digits, spaces, parentheses, hyphen or +).',
  'settings.error.locale': 'Choose a language.',
} as const satisfies Messages<typeof source>;
