import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { WhenStarted } from '../../../components/ui/when-started';
import { useT } from '../../../lib/i18n/useT';

/** A password input with a show/hide toggle, which appears with the app that makes it work (decision 1405). */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  const t = useT();
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <WhenStarted className="contents">
          <button
            type="button"
            onClick={() => setVisible((value) => !value)}
            aria-label={visible ? t('auth.password.hide') : t('auth.password.show')}
            aria-pressed={visible}
            className="grid size-10 place-items-center rounded-full text-ink-soft transition-colors hover:bg-sand hover:text-ink"
          >
            {visible ? <EyeOff className="size-[1.125rem]" aria-hidden="true" /> : <Eye className="size-[1.125rem]" aria-hidden="true" />}
          </button>
        </WhenStarted>
      }
    />
  );
}
