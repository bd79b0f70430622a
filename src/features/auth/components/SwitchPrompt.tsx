import { Link } from 'react-router';

/** "New here? Create an account" and its mirror on /signup. */
export function SwitchPrompt({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <p className="mt-6 text-center text-sm text-ink-soft">
      {question}{' '}
      <Link to={to} className="font-medium text-ember-deep underline underline-offset-4 hover:text-ember">
        {label}
      </Link>
    </p>
  );
}
