import { site } from '../../../../shared/site';
import type { LegalDocument } from './types';

export const terms: LegalDocument = {
  title: 'Terms of Service',
  summary: `These terms govern your use of ${site.name}. Please read them with care; by using the service you agree to them.`,
  updated: 'November 1, 2026',
  sections: [
    {
      heading: '1. Who we are and what these terms cover',
      paragraphs: [
        `${site.name} ("we", "us") offers an online library of instructor-led meditation, yoga and spiritual teaching videos through our website and installable app (the "Service"). These Terms of Service form an agreement between you and us.`,
        'If you use the Service on behalf of an organisation, you confirm that you may bind that organisation to these terms.',
      ],
    },
    {
      heading: '2. Your account',
      paragraphs: [
        'You must be at least 16 years old to create an account. Keep your password private and tell us at once if you believe someone else has used your account. You are responsible for what happens under your account.',
        'Give us accurate information and keep your email address current: we use it to confirm your account, to reset your password and to send notices about these terms.',
      ],
    },
    {
      heading: '3. Free and premium content',
      paragraphs: [
        'Part of the library is free to every visitor. Premium content is offered to paying members. We may change which videos are free or premium, and may add or retire content, at any time.',
      ],
    },
    {
      heading: '4. Subscriptions, fees and billing',
      paragraphs: [
        'Premium memberships are sold as subscriptions. Fees are billed in advance at the start of each billing cycle (monthly or yearly, as chosen at purchase) and renew automatically until you cancel.',
        'You may cancel at any time. Cancellation takes effect at the end of the current billing cycle, and you keep premium access until then. We do not give refunds or credits for the current billing cycle or for partly used periods, except where the law requires it.',
        'We may change our prices. A new price applies from your next billing cycle, and we will tell you at least 30 days before it does.',
      ],
    },
    {
      heading: '5. Health and safety',
      paragraphs: [
        'Yoga, breathwork and movement practices can be physically demanding. The content is offered for general wellbeing and is not medical advice, diagnosis or treatment. Consult a qualified health professional before starting a new practice, especially if you are pregnant, injured or living with a medical condition, and stop if anything feels wrong.',
      ],
    },
    {
      heading: '6. Acceptable use',
      paragraphs: [
        'Use the Service for your own personal, non-commercial practice. Do not copy, download, redistribute, publicly perform or resell any content; do not share your account; do not try to bypass access controls, probe our systems or interfere with other members.',
      ],
    },
    {
      heading: '7. Intellectual property',
      paragraphs: [
        'The videos, text, images and software of the Service belong to us, our teachers or our licensors and are protected by copyright and other laws. We grant you a personal, revocable, non-transferable licence to stream the content for as long as you have access to it.',
      ],
    },
    {
      heading: '8. Third-party content',
      paragraphs: [
        'Some videos are hosted by third-party providers and are subject to their terms of service. We are not responsible for the content, availability or practices of those providers.',
      ],
    },
    {
      heading: '9. Suspension and termination',
      paragraphs: [
        'You may close your account at any time. We may suspend or close an account that breaks these terms or puts the Service or other members at risk, and will tell you why unless the law prevents it.',
      ],
    },
    {
      heading: '10. Disclaimers and limitation of liability',
      paragraphs: [
        'The Service is provided "as is" and "as available". To the fullest extent the law permits, we disclaim implied warranties of merchantability, fitness for a particular purpose and non-infringement.',
        'To the fullest extent the law permits, our total liability for any claim arising from the Service is limited to the fees you paid us in the twelve months before the claim arose, and we are not liable for indirect, incidental or consequential losses.',
      ],
    },
    {
      heading: '11. Governing law and disputes',
      paragraphs: [
        'These terms are governed by the laws of the State of California, United States, without regard to its conflict-of-laws rules. The state and federal courts located in California have exclusive jurisdiction over any dispute that is not resolved informally, and you and we consent to their jurisdiction.',
      ],
    },
    {
      heading: '12. Changes to these terms',
      paragraphs: [
        'We may update these terms. When a change is material we will notify you by email or in the Service at least 30 days before it takes effect. If you keep using the Service after that, the new terms apply.',
      ],
    },
  ],
};
