import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n/useT';

/**
 * Save changes, and Publish or Unpublish (each saves the form with the item's new state; Publish disabled, with
 * the reason shown, while the item may not be published). After a refused field,
 * a line says so beside the button (the field carries the message).
 */
export function EditorActions({ published, saving, invalid, publishBlocked, onPublish }: {
  published: boolean;
  saving: boolean;
  invalid: boolean;
  /** Why the item may not be published yet; Publish is disabled with this beside it. Unpublish is always allowed. */
  publishBlocked?: string;
  onPublish: (publish: boolean) => void;
}) {
  const t = useT();
  const reasonId = useId();
  const blocked = !published && publishBlocked !== undefined;
  return (
    <div className="flex flex-col gap-3 border-t border-clay/70 pt-6 sm:flex-row sm:items-center">
      <Button type="submit" disabled={saving}>
        {t('studio.save')}
      </Button>
      <Button variant="outline" disabled={saving || blocked} aria-describedby={blocked ? reasonId : undefined} onClick={() => onPublish(!published)}>
        {published ? t('studio.unpublish') : t('studio.publish')}
      </Button>
      {blocked && (
        <p id={reasonId} className="text-sm text-ink-soft">
          {publishBlocked}
        </p>
      )}
      {invalid && (
        <p role="alert" className="text-sm text-ember-deep">
          {t('studio.checkFields')}
        </p>
      )}
    </div>
  );
}
