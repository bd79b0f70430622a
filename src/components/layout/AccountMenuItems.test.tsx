import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthUser } from '../../lib/auth/authState';
import { AccountMenuItems } from './AccountMenuItems';

function renderItems(role: string) {
  const user: AuthUser = { id: 'u1', email: 'ana@example.com', createdAt: '2026-01-05T10:00:00Z', role };
  render(
    <AuthContext.Provider value={{ state: { status: 'signed-in', user }, signOut: async () => {} }}>
      <MemoryRouter>
        <AccountMenuItems email={user.email} onChoose={() => {}} classNames={{ email: '', item: '', icon: '' }} />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('the account menu (header and mobile menu alike)', () => {
  it.each(['editor', 'admin'])('offers the Studio to an %s', (role) => {
    renderItems(role);
    expect(screen.getByRole('link', { name: 'Studio' })).toHaveAttribute('href', '/studio');
  });

  it('has no Studio for a member', () => {
    renderItems('');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Profile', 'Your Library']);
  });
});
