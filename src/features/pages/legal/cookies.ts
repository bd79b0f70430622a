import { site } from '../../../../shared/site';
import type { LegalDocument } from './types';

export const cookies: LegalDocument = {
  title: 'Cookie Policy',
  summary: `${site.name} keeps what it stores in your browser to the minimum the Service needs.`,
  updated: 'November 1, 2026',
  sections: [
    {
      heading: 'What we store',
      paragraphs: [
        'We do not use advertising or third-party tracking cookies. We use your browser’s local storage for a few strictly necessary items:',
        'Your sign-in session, so you stay signed in between visits until you sign out.',
        'Whether you chose "Later" on the install prompt, remembered for 7 days so we do not ask again too soon.',
        'An offline copy of the app and of pages and images you have visited, kept by the service worker so the app opens without a connection.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'Because these items are strictly necessary, they do not need consent. You can clear them at any time in your browser settings; you will then be signed out and the app will download its files again on your next visit.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: ['If we ever add optional cookies, we will ask for your consent first and update this page.'],
    },
  ],
};
