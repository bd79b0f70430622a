import { site } from '../../shared/site.ts';
import { renderMail } from './layout.ts';

export type AuthMailKind = 'signup' | 'recovery' | 'magiclink' | 'email_change' | 'invite' | 'reauthentication';

export interface AuthMailInput {
  /** The verify link; a reauthentication mail carries none. */
  link: string;
  code: string;
  /** For email_change: the address being confirmed. */
  newEmail?: string;
}

const ignore = "If you didn't ask for this, you can ignore this email.";

/** The mail of each kind (docs/auth-api.md#mail), in HTML and text. */
export function authMail(kind: AuthMailKind, input: AuthMailInput): { subject: string; html: string; text: string } {
  const base = { code: input.code };
  switch (kind) {
    case 'signup':
      return renderMail({
        ...base,
        subject: 'Confirm your email address',
        heading: `Welcome to ${site.name}`,
        paragraphs: ['Thank you for joining us. Please confirm your email address to begin your practice.'],
        action: { label: 'Confirm your email', url: input.link },
        footnote: ignore,
      });
    case 'recovery':
      return renderMail({
        ...base,
        subject: 'Reset your password',
        heading: 'Reset your password',
        paragraphs: ['We received a request to reset the password of your account. Choose a new one with the link below.'],
        action: { label: 'Choose a new password', url: input.link },
        footnote: `${ignore} Your password stays as it is.`,
      });
    case 'magiclink':
      return renderMail({
        ...base,
        subject: 'Your sign-in link',
        heading: 'Your sign-in link',
        paragraphs: [`Use the link below to sign in to ${site.name}. It works once.`],
        action: { label: 'Sign in', url: input.link },
        footnote: ignore,
      });
    case 'email_change':
      return renderMail({
        ...base,
        subject: 'Confirm your new email address',
        heading: 'Confirm your email change',
        paragraphs: [`Please confirm the change of your account's email address to ${input.newEmail ?? 'a new address'}.`],
        action: { label: 'Confirm the change', url: input.link },
        footnote: ignore,
      });
    case 'invite':
      return renderMail({
        ...base,
        subject: "You've been invited",
        heading: `You've been invited to ${site.name}`,
        paragraphs: ['Accept the invitation to create your account.'],
        action: { label: 'Accept the invitation', url: input.link },
        footnote: ignore,
      });
    case 'reauthentication':
      return renderMail({
        ...base,
        subject: 'Confirm reauthentication',
        heading: 'Confirm it is you',
        paragraphs: ['Enter the code below to confirm the change to your account. It works once, for an hour.'],
        footnote: `${ignore} Nothing changes without the code.`,
      });
  }
}
