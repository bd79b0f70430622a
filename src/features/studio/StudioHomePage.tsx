import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { loadDataClient, type DataClient } from '../../lib/data/dataClient';
import { useT } from '../../lib/i18n/useT';
import { ConflictNotice } from './ConflictNotice';
import { loadHome, listVideoTitles, saveHome, type HomeLists } from './homeRequests';
import { OrderedList } from './OrderedList';
import { SectionHeading, StudioLayout, type StudioPageProps } from './StudioLayout';
import { listTeachers } from './teacherRequests';
import { useEditor } from './useEditor';
import { fieldMessage, validateHome } from './validation';

const load = async (client: DataClient) => {
  const { version, ...values } = await loadHome(client);
  return { version, values };
};
const save = async (client: DataClient, version: string | null, lists: HomeLists) => (await saveHome(client, version ?? '', lists)).version;

/** Every video's and teacher's name, to show the lists' ids by. */
function useNames() {
  const [names, setNames] = useState<{ videos: Map<string, string>; teachers: Map<string, string> }>({ videos: new Map(), teachers: new Map() });
  useEffect(() => {
    loadDataClient()
      .then((client) => Promise.all([listVideoTitles(client), listTeachers(client)]))
      .then(([videos, teachers]) => setNames({ videos: new Map(videos.map((v) => [v.id, v.title])), teachers: new Map(teachers.map((p) => [p.id, p.name])) }))
      .catch(() => undefined);
  }, []);
  return names;
}

function HomeEditor() {
  const t = useT();
  const names = useNames();
  const { state, change, submit, reload } = useEditor<HomeLists>({ load, save, validate: validateHome });
  if (state.status !== 'ready') return <p role="status" className="text-sm text-ink-soft">{t(state.status === 'loading' ? 'studio.loading' : 'studio.loadFailed')}</p>;
  const list = (key: keyof HomeLists, title: string, kind: 'videos' | 'teachers') => (
    <OrderedList
      title={title}
      ids={state.values[key]}
      names={names[kind]}
      choices={[...names[kind].keys()]}
      error={state.errors[key] ? fieldMessage(key, state.errors[key]) : undefined}
      onChange={(ids) => change((values) => ({ ...values, [key]: ids }))}
    />
  );
  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(state.values);
      }}
    >
      {state.conflict && <ConflictNotice onReload={reload} />}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-3">
        {list('hero', t('studio.home.hero'), 'videos')}
        {list('featured', t('studio.home.featured'), 'videos')}
        {list('teachers', t('studio.home.teachers'), 'teachers')}
      </div>
      <Button type="submit" disabled={state.saving}>
        {t('studio.save')}
      </Button>
    </form>
  );
}

/** /studio/home: the hero slides, the three featured videos and the eight teachers of the home page, in order. */
export default function StudioHomePage({ notFound }: StudioPageProps) {
  const t = useT();
  return (
    <StudioLayout notFound={notFound} title={t('studio.nav.home')}>
      <SectionHeading title={t('studio.home.heading')} />
      <div className="mt-6">
        <HomeEditor />
      </div>
    </StudioLayout>
  );
}
