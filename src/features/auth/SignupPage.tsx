import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { paths } from '../../../shared/routes';
import { usePageMeta } from '../../lib/usePageMeta';
import { SignedOutOnly } from '../../components/layout/AuthGate';
import { AuthLayout } from './components/AuthLayout';
import { SocialButtons } from './components/SocialButtons';
import { SwitchPrompt } from './components/SwitchPrompt';
import { SignUpForm } from './SignUpForm';

/** /signup: registration, then a "check your inbox" note while the confirmation mail travels. */
export default function SignupPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  usePageMeta('Sign Up', 'Create your free account: instructor-led meditation, yoga and spiritual teachings.');

  return (
    <AuthLayout
      eyebrow="Enter the temple"
      title="Begin your transformation"
      intro="One account for every path: meditation, yoga, breathwork and the wisdom traditions, with teachers who walk them."
    >
      <SignedOutOnly>
        {sentTo ? (
          <div role="status" className="text-center">
            <span className="mx-auto grid size-14 place-items-center rounded-full bg-sand text-ember-deep">
              <MailCheck className="size-7" aria-hidden="true" />
            </span>
            <h2 className="mt-5 font-display text-2xl">Check your inbox</h2>
            <p className="mt-2 text-ink-soft">
              We sent a confirmation link to <strong className="font-medium text-ink">{sentTo}</strong>. Open it to complete your
              registration; it signs you in.
            </p>
            <Button variant="outline" className="mt-6" onClick={() => setSentTo(null)}>
              Use a different email
            </Button>
          </div>
        ) : (
          <>
            <SignUpForm onConfirmationSent={setSentTo} />
            <SocialButtons />
            <SwitchPrompt question="Already have an account?" to={paths.login} label="Sign in" />
          </>
        )}
      </SignedOutOnly>
    </AuthLayout>
  );
}
