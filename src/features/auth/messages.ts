/** Toast texts. The first eight are required word for word (docs/product.md#errors-and-messages); the rest cover the mail-link flows. */
export const authToasts = {
  signUpFailed: 'Sign up failed',
  signInFailed: 'Sign in failed',
  signOutFailed: 'Sign out failed',
  resetFailed: 'Password reset failed',
  signUpSent: { title: 'Check your email', description: "We've sent you a confirmation link to complete your registration." },
  signedIn: { title: 'Welcome back!', description: 'You have successfully signed in.' },
  signedOut: { title: 'Signed out', description: 'You have been successfully signed out.' },
  resetSent: { title: 'Check your email', description: "We've sent you a password reset link." },

  linkFailed: "We couldn't use that link",
  emailConfirmed: { title: 'Email confirmed', description: 'Welcome! You are now signed in.' },
  signedUp: { title: 'Welcome!', description: 'Your account is ready and you are signed in.' },
  passwordUpdated: { title: 'Password updated', description: 'Your new password is saved.' },
  passwordUpdateFailed: 'Password update failed',
  /** The first link of a secure email change; the description is the server's ("…confirm link sent to the other email"). */
  emailChangeHalfway: { title: 'One link confirmed' },
} as const;

/** The second step of /login for a member with two-factor authentication (decision 1222). */
export const secondFactorMessages = {
  title: 'Two-factor authentication',
  intro: 'Open your authenticator app and enter the 6-digit code it shows for Stillwater.',
  label: 'Authentication code',
  submit: 'Verify',
  pending: 'Verifying…',
  back: 'Use a different account',
} as const;

/** What a 6-digit code field says under the field. */
export const codeMessages = {
  required: 'Enter the code',
  format: 'Enter the 6-digit code',
} as const;
