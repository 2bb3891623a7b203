import type { Messages } from '../types';
import type { privacy as source } from '../pt-BR/privacy';

export const privacy = {
  'privacy.nav': 'Privacy',
  'privacy.meta': 'Privacy — Settings',
  'privacy.meta.admin': 'Privacy — Admin',
  'privacy.intro': 'Your rights under the LGPD: download your data and delete your account.',

  'privacy.export.title': 'Download my data',
  'privacy.export.text': 'A ZIP file with everything your account holds, to check it or take it to another provider.',
  'privacy.export.contents':
    'It includes your profile and sign-ins, your shipments with their history, notifications, documents (details and files), charges, support requests and the messages sent through the contact form with your email.',
  'privacy.export.submit': 'Download my data (ZIP)',
  'privacy.export.signIn': 'Sign in to download your data.',
  'privacy.export.busy': 'Your file is already being prepared. Wait for that download to finish.',
  'privacy.export.fileName': 'my-data-{day}.zip',

  'privacy.kept.title': 'What we keep and why',
  'privacy.kept.text':
    'We keep your data while your account exists, to provide our services. Charges and shipment history are tax and accounting records: they are kept for the period the law requires, even after the account is deleted, but without your name, email or phone.',
  'privacy.kept.policy': 'Read the Privacy Policy',

  'privacy.erase.title': 'Delete my account',
  'privacy.erase.text': 'This cannot be undone. You will get an email confirming the deletion.',
  'privacy.erase.erased':
    'We delete your profile, password and sessions, your notifications, your documents and their files, your contact-form messages and the emails sent to you.',
  'privacy.erase.kept':
    'We keep, with nothing that identifies you, your charges and shipments with their history (tax and accounting duties), and your support requests without the text of your messages.',
  'privacy.erase.password': 'Your password',
  'privacy.erase.code': 'Verification code',
  'privacy.erase.codeHint': 'The 6 digits from your authenticator app, or one of your backup codes.',
  'privacy.erase.confirm': 'I understand that my account will be deleted and that this cannot be undone.',
  'privacy.erase.submit': 'Delete my account',
  'privacy.erase.staffAccount': 'Staff accounts are not deleted here: ask another administrator.',
  'privacy.erase.error.password': 'Enter your password.',
  'privacy.erase.error.wrongPassword': 'Wrong password. Nothing was deleted.',
  'privacy.erase.error.wrongCode': 'Invalid verification code. Nothing was deleted.',
  'privacy.erase.error.confirm': 'Tick the confirmation to delete the account.',
  'privacy.erase.error.tooMany': 'Too many attempts. Wait 15 minutes and try again.',
  'privacy.error.staff': 'Staff accounts are not deleted here.',
  'privacy.erased.title': 'Your account has been deleted',
  'privacy.erased.text': 'We sent you an email confirming the deletion. Thank you for using the portal.',

  'privacy.staff.title': 'Privacy (LGPD)',
  'privacy.staff.intro':
    'Handle deletion requests made by phone, email or in person: look up the person’s email, delete the customer account or the contact-form leads, and record how they asked. Each action goes into the log below, without the person’s email.',
  'privacy.staff.find.label': 'Find a person',
  'privacy.staff.find.email': 'The person’s email',
  'privacy.staff.find.submit': 'Find',
  'privacy.staff.account.title': 'Customer account',
  'privacy.staff.account.none': 'No account with this email.',
  'privacy.staff.account.staff': 'This is a staff account: it is not deleted here.',
  'privacy.staff.account.summary':
    'Customer since {since} · {shipments} shipment(s), {documents} document(s), {charges} charge(s).',
  'privacy.staff.account.erase': 'Delete customer account',
  'privacy.staff.leads.title': 'Contact-form leads',
  'privacy.staff.leads.none': 'No leads with this email.',
  'privacy.staff.leads.summary': '{count} lead(s), the latest on {latest}.',
  'privacy.staff.leads.erase': 'Delete leads',
  'privacy.staff.note': 'How they asked',
  'privacy.staff.noteHint': 'For example: asked by phone on 11/10/2026, handled by Maria.',
  'privacy.staff.error.email': 'Enter a valid email.',
  'privacy.staff.error.subject': 'Choose what to delete.',
  'privacy.staff.error.note': 'Record how the person asked.',
  'privacy.staff.error.noteTooLong': 'Use 500 characters at most.',
  'privacy.staff.error.notFound': 'Nothing found with this email.',
  'privacy.staff.erased.customer': 'Customer account deleted',
  'privacy.staff.erased.lead': 'Leads deleted',
  'privacy.staff.log.title': 'Privacy log',
  'privacy.staff.log.newest': 'The {count} most recent requests, newest first.',
  'privacy.staff.log.empty': 'No requests recorded yet.',
  'privacy.staff.log.when': 'When',
  'privacy.staff.log.what': 'What',
  'privacy.staff.log.subject': 'Data subject',
  'privacy.staff.log.by': 'By',
  'privacy.staff.log.note': 'Note',
  'privacy.log.action.export': 'Data export',
  'privacy.log.action.erase': 'Deletion',
  'privacy.log.subject.customer': 'Customer {fingerprint}',
  'privacy.log.subject.lead': 'Lead {fingerprint}',
  'privacy.log.by.self': 'The data subject',
  'privacy.log.by.formerStaff': 'Former staff member',

  'privacy.email.subject.customer': 'Your {site} account has been deleted',
  'privacy.email.subject.lead': 'Your contact details at {site} have been deleted',
  'privacy.email.greeting': 'Hello,',
  'privacy.email.customer':
    'As you asked, we deleted your {site} account: profile, password, sessions, notifications, documents and the contact-form messages sent with this email.',
  'privacy.email.lead':
    'As you asked, we deleted the messages you sent us through the {site} contact form and your contact details.',
  'privacy.email.kept':
    'Charges and shipment history are kept for the period the law requires, for tax and accounting duties, but without your name, email or phone.',
  'privacy.email.policy': 'Privacy Policy: {url}',
  'privacy.email.questions': 'Questions? Write to {email}. This is the last email we send to this address.',

  'privacy.readme.title': 'Your data at {site}',
  'privacy.readme.generated': 'Generated on {when} (UTC).',
  'privacy.readme.intro':
    'This archive holds everything your account has, as JSON (dates in UTC, amounts in Brazilian centavos):',
  'privacy.readme.profile': 'your profile, how you sign in and your sessions (IP address and browser)',
  'privacy.readme.shipments': 'your shipments, each with its status history',
  'privacy.readme.notifications': 'the portal’s notifications',
  'privacy.readme.charges': 'charges and payments',
  'privacy.readme.support': 'support requests, with their messages',
  'privacy.readme.contactMessages': 'messages sent through the contact form with your email',
  'privacy.readme.documents': 'the documents you uploaded and the review of each',
  'privacy.readme.files': 'the documents’ files, as uploaded',
  'privacy.readme.rights':
    'To correct or delete your data, use Settings → Privacy in the portal or write to the email in the Privacy Policy.',
} as const satisfies Messages<typeof source>;
