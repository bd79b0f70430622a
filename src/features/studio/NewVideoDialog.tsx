import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routes';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { loadDataClient } from '../../lib/data/dataClient';
import { translate } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/useT';
import { SaveFailed } from './studioErrors';
import { fieldMessage, LIMITS } from './validation';
import { createVideo } from './videoRequests';

/** "New video": asks the English title, creates a draft (studio_new_video) and opens its page. */
export function NewVideoDialog() {
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);

  const create = async () => {
    if (!title.trim()) return setError(fieldMessage('title.en', 'required'));
    if (title.trim().length > LIMITS.title) return setError(fieldMessage('title.en', 'too_long'));
    setCreating(true);
    setError(undefined);
    try {
      navigate(paths.studioVideo(await createVideo(await loadDataClient(), title)));
    } catch (problem) {
      setCreating(false);
      const refused = problem instanceof SaveFailed && problem.problem.kind === 'field' ? problem.problem : undefined;
      setError(refused ? fieldMessage(refused.field, refused.rule) : translate('studio.videos.createFailed'));
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)} className="shrink-0">
        <Plus aria-hidden="true" />
        {t('studio.videos.new')}
      </Button>
      <DialogContent className="max-w-md p-6 sm:p-8">
        <DialogTitle>{t('studio.videos.new')}</DialogTitle>
        <DialogDescription className="mt-1 text-sm">{t('studio.videos.newText')}</DialogDescription>
        <form
          noValidate
          className="mt-6 space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <TextField label={t('studio.videos.newTitle')} lang="en" value={title} error={error} onChange={(event) => setTitle(event.target.value)} />
          <Button type="submit" disabled={creating}>
            {t('studio.videos.create')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
