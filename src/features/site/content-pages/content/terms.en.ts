import type { LegalDocument } from './types';

export const terms: LegalDocument = {
  title: 'Terms of Service',
  intro:
    'These terms govern the use of this website and the customer area of {name}, a condominium of modular logistics warehouses located at {address}, Brazil. By using the website you accept them; if you do not, please do not use it.',
  sections: [
    {
      id: 'website',
      heading: '1. What the website offers',
      blocks: [
        'The website presents the condominium, its modules, facilities and availability, the freight and logistics services we offer and examples of projects, and lets you contact us and use the customer area.',
      ],
    },
    {
      id: 'information',
      heading: '2. Information about modules and services',
      blocks: [
        'Areas, floor plans, images and module availability are for information only and may change without notice. Renderings and photographs illustrate the development and may not match its current state exactly.',
        'Nothing on the website is, by itself, an offer to lease or to provide a service. Leasing a module requires a proposal and a lease contract signed by both parties under the Brazilian Tenancy Law (Law No. 8,245/1991); freight services require a written quote and confirmation.',
        'Case studies summarise projects without naming the clients; the results of any operation depend on its specific conditions.',
      ],
    },
    {
      id: 'contact',
      heading: '3. Contact form',
      blocks: [
        'When you use the contact form, give true information about yourself. Do not send advertising, offensive content or other people’s data without their permission. We may not answer abusive or automated messages. How we use what you send is described in the [Privacy Policy](/privacy).',
      ],
    },
    {
      id: 'account',
      heading: '4. Customer account',
      blocks: [
        {
          list: [
            'Keep your account details correct and up to date.',
            'Your password is personal: do not share it, and tell us at once at {email} if you suspect someone else is using your account.',
            'You are responsible for what is done with your account, unless it results from a failure on our side.',
            'The dashboards, reports and shipment details in the customer area help you follow your operation; if they differ, the tax and contract documents issued prevail.',
            'We may suspend or close accounts used in breach of these terms or the law, telling you whenever possible.',
          ],
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: '5. Acceptable use',
      blocks: [
        'You agree not to:',
        {
          list: [
            'try to reach areas, accounts or data without permission, or get around the website’s protections;',
            'overload the website with automated requests, bulk data collection or attacks;',
            'use the website for fraud, spam or any unlawful activity.',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: '6. Intellectual property',
      blocks: [
        'Texts, trademarks, logos, floor plans, images and the website’s code belong to {name} or to those who licensed them to us. You may view them and share links to them; the floor plans and area table may be used to evaluate a lease. Any other use, copy or reproduction needs our written permission.',
      ],
    },
    {
      id: 'third-parties',
      heading: '7. Third-party services',
      blocks: [
        'The website links to third-party services such as WhatsApp, Instagram and the OpenStreetMap map (loaded only when you ask for it). Those services follow their own terms and policies, for which we are not responsible.',
      ],
    },
    {
      id: 'liability',
      heading: '8. Availability and liability',
      blocks: [
        'We work to keep the website available and accurate, but it may be down for maintenance or interrupted. We are not liable for damage caused by misuse of the website, by the user’s connection or by third-party services. Nothing in these terms limits rights granted by the Brazilian Consumer Protection Code (Law No. 8,078/1990) where it applies.',
      ],
    },
    {
      id: 'privacy',
      heading: '9. Privacy',
      blocks: ['Personal data is handled under our [Privacy Policy](/privacy) and the LGPD.'],
    },
    {
      id: 'changes',
      heading: '10. Changes to these terms',
      blocks: [
        'We may update these terms. The new version is published on this page with its update date and applies from publication; significant changes will be emailed to customer account holders.',
      ],
    },
    {
      id: 'law',
      heading: '11. Governing law and jurisdiction',
      blocks: [
        'These terms are governed by Brazilian law. The courts of Parnamirim/RN have jurisdiction, without prejudice to a consumer’s right to sue in the courts of their own domicile.',
        'Questions about these terms? Write to {email}.',
      ],
    },
  ],
};
