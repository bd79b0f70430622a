import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../../shared/routes';
import { loadDataClient, type DataClient } from '../../lib/data/dataClient';
import { useT } from '../../lib/i18n/useT';
import { BackLink } from './BackLink';
import { HistoryList } from './HistoryList';
import { MediaSection } from './media/MediaSection';
import { mayPublish } from './media/publishRule';
import { useVideoMedia } from './media/useVideoMedia';
import { SectionHeading, StudioLayout, type StudioPageProps } from './StudioLayout';
import { listTeachers, type TeacherListRow } from './teacherRequests';
import { useEditor } from './useEditor';
import { validateVideo, type VideoValues } from './validation';
import { VideoForm } from './VideoForm';
import { loadVideo, saveVideo } from './videoRequests';

function VideoEditor({ id }: { id: string }) {
  const t = useT();
  const [teachers, setTeachers] = useState<TeacherListRow[]>([]);
  useEffect(() => {
    loadDataClient().then(listTeachers).then(setTeachers).catch(() => setTeachers([]));
  }, []);
  const load = useCallback(
    async (client: DataClient) => {
      const opened = await loadVideo(client, id);
      return opened && { version: opened.updatedAt, values: opened.values };
    },
    [id],
  );
  const media = useVideoMedia(id);
  const { state, change, submit, reload, savedCount } = useEditor<VideoValues>({
    load,
    save: (client, version, values) => saveVideo(client, { id, updatedAt: version ?? '' }, values),
    validate: validateVideo,
  });

  if (state.status === 'loading') return <p role="status" className="text-sm text-ink-soft">{t('studio.loading')}</p>;
  if (state.status === 'missing') return <p className="text-ink-soft">{t('studio.videos.missing')}</p>;
  return (
    <div className="space-y-10">
      <SectionHeading title={state.values.title.en || id} />
      <MediaSection videoId={id} media={media.media} onChange={media.update} />
      <VideoForm
        values={state.values}
        errors={state.errors}
        conflict={state.conflict}
        saving={state.saving}
        teachers={teachers}
        publishBlocked={mayPublish(state.values, media.media) ? undefined : t('studio.media.publishRule')}
        onChange={change}
        onSubmit={(values) => void submit(values)}
        onReload={reload}
      />
      <HistoryList table="videos" id={id} refreshKey={savedCount} />
    </div>
  );
}

/** /studio/videos/:id: a video's media (upload, processing, poster, captions), its texts in each language, its teacher, path, access and publish date, and its history. */
export default function StudioVideoPage({ notFound }: StudioPageProps) {
  const t = useT();
  const { id = '' } = useParams();
  return (
    <StudioLayout notFound={notFound} title={t('studio.videos.edit')}>
      <BackLink to={paths.studio}>{t('studio.videos.all')}</BackLink>
      <VideoEditor key={id} id={id} />
    </StudioLayout>
  );
}
