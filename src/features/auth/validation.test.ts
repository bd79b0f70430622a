import { describe, expect, it } from 'vitest';
import { newPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from './validation';

/** The first message per field, which is the one the form shows. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('sign-in form (docs/product.md#accounts: email required and of email type, password required)', () => {
  const valid = { email: 'ana@example.com', password: 'x', remember: false };

  it('accepts an email and any non-empty password', () => {
    expect(signInSchema.safeParse(valid).success).toBe(true);
  });

  it('requires the email', () => {
    expect(issues(signInSchema.safeParse({ ...valid, email: '' }))).toEqual({ email: 'Email is required' });
  });

  it('requires an email address', () => {
    expect(issues(signInSchema.safeParse({ ...valid, email: 'ana' }))).toEqual({
      email: 'Enter a valid email address, like name@example.com',
    });
  });

  it('requires the password', () => {
    expect(issues(signInSchema.safeParse({ ...valid, password: '' }))).toEqual({ password: 'Password is required' });
  });

  it('trims spaces around the email', () => {
    expect(signInSchema.parse({ ...valid, email: '  ana@example.com ' }).email).toBe('ana@example.com');
  });
});

describe('reset mode (runs only when the email is non-empty)', () => {
  it('refuses an empty email', () => {
    expect(issues(resetPasswordSchema.safeParse({ email: '   ' }))).toEqual({ email: 'Email is required' });
  });

  it('accepts an email', () => {
    expect(resetPasswordSchema.safeParse({ email: 'ana@example.com' }).success).toBe(true);
  });
});

describe('sign-up form', () => {
  const valid = { fullName: 'Ana Lima', email: 'ana@example.com', password: 'secret', terms: true };

  it('accepts a complete form', () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
  });

  it('requires the full name', () => {
    expect(issues(signUpSchema.safeParse({ ...valid, fullName: '  ' }))).toEqual({ fullName: 'Full name is required' });
  });

  it('requires a valid email', () => {
    expect(issues(signUpSchema.safeParse({ ...valid, email: '' }))).toEqual({ email: 'Email is required' });
    expect(issues(signUpSchema.safeParse({ ...valid, email: 'ana@' }))).toEqual({
      email: 'Enter a valid email address, like name@example.com',
    });
  });

  it('requires the password', () => {
    expect(issues(signUpSchema.safeParse({ ...valid, password: '' }))).toEqual({ password: 'Password is required' });
  });

  it('requires at least 6 characters of password', () => {
    expect(issues(signUpSchema.safeParse({ ...valid, password: '12345' }))).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(signUpSchema.safeParse({ ...valid, password: '123456' }).success).toBe(true);
  });

  it('requires the terms checkbox', () => {
    expect(issues(signUpSchema.safeParse({ ...valid, terms: false }))).toEqual({
      terms: 'Please agree to the Terms of Service and Privacy Policy',
    });
  });
});

describe('new password after a recovery link', () => {
  it('needs 6 characters and a matching repeat', () => {
    expect(issues(newPasswordSchema.safeParse({ password: '12345', confirm: '12345' }))).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(issues(newPasswordSchema.safeParse({ password: '123456', confirm: '654321' }))).toEqual({
      confirm: 'The passwords do not match',
    });
    expect(newPasswordSchema.safeParse({ password: '123456', confirm: '123456' }).success).toBe(true);
  });
});
