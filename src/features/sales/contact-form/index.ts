// What the other sales capabilities use of the contact form: its person's fields and privacy line
// (the visit booking's).
export { PersonField, PrivacyNote } from './contact-fields';
