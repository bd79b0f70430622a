import { site } from '../../../../shared/site';
import type { LegalDocument } from './types';

export const privacy: LegalDocument = {
  title: 'Privacy Policy',
  summary: `How ${site.name} collects, uses and protects your personal information, and the choices you have.`,
  updated: 'November 1, 2026',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'Account information: your name, email address and a securely hashed password. We never store your password in readable form.',
        'Usage information: the pages you visit, sign-in times and basic technical data (browser type, IP address) that our servers record to keep the Service secure and working.',
        'We do not collect payment card details; when paid memberships open, payments will be handled by a payment provider under its own privacy policy.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'To create and secure your account, to send the emails you ask for (confirmations and password resets), to provide and improve the Service, to prevent abuse, and to meet our legal obligations.',
        'We do not sell your personal information, and we do not share it for cross-context behavioural advertising.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'Service providers who host our servers and send our email, bound by contract to use your data only on our instructions; and authorities where the law requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep account data while your account is open and for up to 90 days after you close it, unless the law requires longer. Security logs are kept for up to 12 months.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You may ask to access, correct, export or delete your personal information, and to object to or restrict its use. California residents have the rights granted by the California Consumer Privacy Act, and residents of the EU and UK have the rights granted by the GDPR. We will not treat you differently for using them.',
        'To make a request, email privacy@stillwater.example from the address on your account.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'We use encryption in transit, hashed passwords, short-lived access tokens and rotating refresh tokens. No system is perfectly secure; if a breach affects you, we will tell you as the law requires.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: ['The Service is not directed to children under 16, and we do not knowingly collect their personal information.'],
    },
    {
      heading: 'Changes',
      paragraphs: ['We will post any change here and, when it is material, tell you by email before it takes effect.'],
    },
  ],
};
