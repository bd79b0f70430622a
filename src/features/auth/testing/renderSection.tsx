import type { ReactElement } from 'react';
import type { AuthUser } from '../../../lib/auth/authState';
import { renderAuthPage } from './renderAuthPage';

export const member: AuthUser = { id: 'u1', email: 'ana@example.com', createdAt: '2026-01-05T10:00:00Z', fullName: 'Ana Lima', newEmail: '' };

/** One account section on /profile, signed in as `user`. */
export function renderSection(section: ReactElement, user: AuthUser = member) {
  return renderAuthPage(section, { path: '/profile', state: { status: 'signed-in', user } });
}
