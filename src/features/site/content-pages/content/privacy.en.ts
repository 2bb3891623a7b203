import type { LegalDocument } from './types';

export const privacy: LegalDocument = {
  title: 'Privacy Policy',
  intro:
    'This policy explains which personal data {name} collects through this website and the customer area, what we use it for, how long we keep it and how you can exercise your rights under the Brazilian General Data Protection Law (Law No. 13,709/2018, the LGPD).',
  sections: [
    {
      id: 'controller',
      heading: '1. Who the controller is',
      blocks: [
        'The data controller is {name}, a condominium of modular logistics warehouses located at {address}, Brazil. For any privacy matter, including contacting our data protection officer, write to {email}.',
      ],
    },
    {
      id: 'data',
      heading: '2. What data we collect',
      blocks: [
        'We collect only what you give us and the minimum the website needs to work:',
        {
          list: [
            'Contact form: full name, email, mobile number, your message (optional) and the module you are interested in, when you choose one.',
            'Customer account: first name, last name, email and password (stored only as a hash, never in readable form) and, if you provide them, a phone number and the language of our emails. We also keep what you create or receive in the customer area: shipments and the history of each, documents and their files, charges, support requests and notifications, and your open sessions (IP address and browser).',
            'Access logs: IP address, date and time of each access, as required by the Brazilian Internet Civil Framework (Law No. 12,965/2014), and technical error logs.',
          ],
        },
        'We do not collect sensitive data and we never ask for identity documents through the website.',
      ],
    },
    {
      id: 'purposes',
      heading: '3. What we use it for, and on which legal basis',
      blocks: [
        {
          list: [
            'Answering your enquiry, sending information about the modules and scheduling visits: steps prior to a contract, at your request (LGPD art. 7, V).',
            'Creating and running your customer account and providing the services you hired: performance of a contract (art. 7, V).',
            'Protecting the website against abuse, for example by limiting sign-in and form attempts: legitimate interest (art. 7, IX), only as far as necessary.',
            'Keeping access logs and complying with orders from authorities: compliance with a legal obligation (art. 7, II).',
            'Keeping charges and shipment history after an account is closed, without identifying you: compliance with tax and accounting obligations (art. 7, II) and the regular exercise of rights (art. 7, VI).',
            'Recording the access and deletion requests we carry out, to show that we did: compliance with a legal obligation (art. 7, II, and art. 6, X).',
          ],
        },
        'We do not use your data for advertising, we do not build behavioural profiles and we do not make automated decisions about you.',
      ],
    },
    {
      id: 'sharing',
      heading: '4. Who we share it with',
      blocks: [
        'We never sell or rent personal data. It is accessed only by:',
        {
          list: [
            'our sales and administrative staff, to serve you;',
            'suppliers acting on our behalf, such as website hosting and email delivery, who are bound by contract to use the data only for that purpose and to protect it;',
            'public authorities, when the law or a court order requires it.',
          ],
        },
        'If a supplier stores data outside Brazil, the transfer follows one of the cases in LGPD art. 33, with safeguards equivalent to Brazilian law.',
      ],
    },
    {
      id: 'retention',
      heading: '5. How long we keep it',
      blocks: [
        {
          list: [
            'Contact form enquiries: while we discuss a lease with you and for up to 24 months after the last contact; then they are deleted. You may ask for them to be deleted sooner.',
            'Customer accounts: while the account is active. When you delete your account (or ask us to), we delete at once your profile, password, sessions, notifications, documents and their files, the contact-form messages sent with your email and the emails we sent you.',
            'Charges and shipment history: these are tax and accounting records, so they are kept for the period the law requires (as a rule, 5 years under Brazilian tax law), even after the account is deleted. They are kept without your name, email and phone, and without the sender’s and receiver’s names and emails. Support requests are kept for the same reason, without the text of your messages.',
            'The record of privacy requests: the date, what was done and an irreversible code computed from the email (never the email itself), for the period the law requires, to show that the request was carried out.',
            'Access logs: 6 months, as the Internet Civil Framework requires.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: '6. Cookies',
      blocks: [
        'We use essential cookies only: the session cookie set when you sign in to the customer area, which keeps you securely signed in and stops working when you sign out or the session expires. The customer area cannot work without it, so we do not ask for consent to it.',
        'We use no advertising or analytics cookies, and no third-party trackers or pixels.',
      ],
    },
    {
      id: 'map',
      heading: '7. Map and external links',
      blocks: [
        'The map showing where the condominium is loads from OpenStreetMap only when you ask to see it. At that moment your browser connects to the OpenStreetMap Foundation servers, which receive your IP address under the [OpenStreetMap Foundation privacy policy](https://osmfoundation.org/wiki/Privacy_Policy). Until you ask for the map, no connection is made.',
        'Links to WhatsApp and Instagram lead to third-party services, which follow their own policies.',
      ],
    },
    {
      id: 'rights',
      heading: '8. Your rights',
      blocks: [
        'Under LGPD art. 18 you may, at any time and free of charge:',
        {
          list: [
            'confirm whether we process your data, and access it;',
            'correct incomplete, inaccurate or outdated data;',
            'ask for unnecessary or excessive data, or data processed unlawfully, to be anonymised, blocked or deleted;',
            'ask for your data to be ported to another provider;',
            'learn who we share your data with;',
            'withdraw any consent you gave and object to processing based on legitimate interest.',
          ],
        },
        'In the customer area, under [Settings → Privacy](/dashboard/settings/privacy), you can download a copy of all your data (a ZIP file) and delete your account at any time; to delete it, confirm your password (and your verification code, if you use two-step verification). For any other request, or if you have no account (for example, to delete a contact-form message), write to {email}: we may ask you to confirm your identity first, to protect your data, and we reply within 15 days. You may also complain to the Brazilian National Data Protection Authority ([ANPD](https://www.gov.br/anpd)).',
      ],
    },
    {
      id: 'security',
      heading: '9. Security',
      blocks: [
        'The website works only over an encrypted connection (HTTPS), passwords are stored as hashes, access to data is limited to the people who need it, and we limit repeated sign-in and form attempts. If a security incident could cause you significant risk or harm, we will tell you and the ANPD, as the law requires.',
      ],
    },
    {
      id: 'minors',
      heading: '10. Children and teenagers',
      blocks: [
        'The website is meant for businesses and professionals. We do not knowingly collect data from anyone under 18.',
      ],
    },
    {
      id: 'changes',
      heading: '11. Changes to this policy',
      blocks: [
        'When this policy changes, we will publish the new version on this page with its update date. Significant changes will be emailed to customer account holders.',
        'Questions? Write to {email} or use the [contact form](/#contact-form-section).',
      ],
    },
  ],
};
