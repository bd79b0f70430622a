import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n/useT';

/**
 * Save changes, and Publish or Unpublish (each saves the form with the item's new state). After a refused field,
 * a line says so beside the button (the field carries the message).
 */
export function EditorActions({ published, saving, invalid, onPublish }: { published: boolean; saving: boolean; invalid: boolean; onPublish: (publish: boolean) => void }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 border-t border-clay/70 pt-6 sm:flex-row sm:items-center">
      <Button type="submit" disabled={saving}>
        {t('studio.save')}
      </Button>
      <Button variant="outline" disabled={saving} onClick={() => onPublish(!published)}>
        {published ? t('studio.unpublish') : t('studio.publish')}
      </Button>
      {invalid && (
        <p role="alert" className="text-sm text-ember-deep">
          {t('studio.checkFields')}
        </p>
      )}
    </div>
  );
}
