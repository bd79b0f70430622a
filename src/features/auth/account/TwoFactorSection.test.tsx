import '../testing/authMocks'; // first: its mocks apply to every module imported after it
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from '../../../components/ui/toast';
import { fakeAuthClientForEachTest } from '../testing/authMocks';
import { apiError } from '../testing/fakeAuthClient';
import { renderSection } from '../testing/renderSection';
import { TwoFactorSection } from './TwoFactorSection';

const fake = fakeAuthClientForEachTest();
const enable = async () => userEvent.click(await screen.findByRole('button', { name: 'Enable' }));

describe('account: two-factor authentication', () => {
  it('offers Enable when the member has no verified factor', async () => {
    renderSection(<TwoFactorSection />);
    expect(await screen.findByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(fake.client.mfa.listFactors).toHaveBeenCalledTimes(1);
  });

  it('Enable enrols a TOTP factor and shows its QR code and key, then asks for the code', async () => {
    renderSection(<TwoFactorSection />);
    await enable();
    const qr = await screen.findByRole('img', { name: 'QR code' });
    expect(fake.client.mfa.enroll).toHaveBeenCalledWith({ factorType: 'totp' });
    expect(qr).toHaveAttribute('src', 'data:image/svg+xml;utf-8,<svg></svg>');
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('inputmode', 'numeric');
  });

  it('Enable is pending while the factor is created', async () => {
    let answer: (value: unknown) => void = () => {};
    fake.client.mfa.enroll.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    renderSection(<TwoFactorSection />);
    await enable();
    expect(screen.getByRole('button', { name: 'Preparing…' })).toBeDisabled();
    answer({ data: { id: 'f', type: 'totp', totp: { qr_code: 'data:,', secret: 'S', uri: '' } }, error: null });
    expect(await screen.findByRole('img', { name: 'QR code' })).toBeInTheDocument();
  });

  it('requires six digits, then verifies them (challenge and verify) and shows it enabled with Disable', async () => {
    renderSection(<TwoFactorSection />);
    await enable();
    await userEvent.type(await screen.findByLabelText('6-digit code'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and enable' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(fake.client.mfa.challengeAndVerify).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('6-digit code'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and enable' }));
    expect(await screen.findByRole('button', { name: 'Disable' })).toBeInTheDocument();
    expect(fake.client.mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'factor-1', code: '123456' });
    expect(toast).toHaveBeenCalledWith('Two-factor authentication enabled', { description: 'Signing in now asks for a code from your app.' });
    expect(screen.queryByRole('img', { name: 'QR code' })).not.toBeInTheDocument();
  });

  it('a wrong code keeps the enrolment open with the failure toast', async () => {
    fake.client.mfa.challengeAndVerify.mockResolvedValue({ data: null, error: apiError('Invalid TOTP code entered') } as never);
    renderSection(<TwoFactorSection />);
    await enable();
    await userEvent.type(await screen.findByLabelText('6-digit code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and enable' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Two-factor authentication failed', { description: 'Invalid TOTP code entered', variant: 'error' }),
    );
    expect(screen.getByRole('img', { name: 'QR code' })).toBeInTheDocument();
  });

  it('Cancel removes the unverified factor and returns to Enable', async () => {
    renderSection(<TwoFactorSection />);
    await enable();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(fake.client.mfa.unenroll).toHaveBeenCalledWith({ factorId: 'factor-1' });
  });

  it('with a verified factor shows it enabled; Disable unenrols it and toasts', async () => {
    fake.client.mfa.listFactors.mockResolvedValue({ data: { all: [], totp: [{ id: 'factor-9' }], phone: [] }, error: null });
    renderSection(<TwoFactorSection />);
    expect(await screen.findByText('On. Signing in asks for a code from your authenticator app.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(fake.client.mfa.unenroll).toHaveBeenCalledWith({ factorId: 'factor-9' });
    expect(toast).toHaveBeenCalledWith('Two-factor authentication disabled', { description: 'Signing in asks for your password only.' });
  });
});
