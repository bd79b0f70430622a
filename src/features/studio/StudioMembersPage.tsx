import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useLocale, useT } from '../../lib/i18n/useT';
import { searchMembers, type MemberSummary } from './premium/memberRequests';
import { SectionHeading, StudioLayout, type StudioPageProps } from './StudioLayout';

function MemberSearch() {
  const t = useT();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const [members, setMembers] = useState<MemberSummary[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });

  async function search() {
    if (!query.trim()) return;
    const answer = await searchMembers(query.trim());
    setError(answer.ok ? undefined : answer.message);
    setMembers(answer.ok ? answer.value : undefined);
  }

  return (
    <>
      <form
        role="search"
        className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <TextField className="sm:w-96" type="search" label={t('studio.members.search')} value={query} onChange={(event) => setQuery(event.target.value)} />
        <Button type="submit">
          <Search aria-hidden="true" /> {t('studio.members.find')}
        </Button>
      </form>
      {error && (
        <p role="alert" className="mt-4 text-sm text-ember-deep">
          {error}
        </p>
      )}
      {members && (
        <>
          <p role="status" className="mt-4 text-sm text-ink-soft">
            {t('studio.members.found', { count: members.length })}
          </p>
          <ul className="mt-3 divide-y divide-clay/50 rounded-2xl border border-clay/70 bg-white/60">
            {members.map((member) => (
              <li key={member.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <Link to={paths.studioMember(member.id)} className="break-all font-medium text-ink underline-offset-4 hover:underline">
                  {member.email}
                </Link>
                <span className="text-sm text-ink-soft">
                  {member.entitled_until ? t('studio.members.premiumUntil', { date: day.format(new Date(member.entitled_until)) }) : t('studio.members.noPremium')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** /studio/members: find a member by email, to open their page. */
export default function StudioMembersPage({ notFound }: StudioPageProps) {
  const t = useT();
  return (
    <StudioLayout notFound={notFound} title={t('studio.nav.members')}>
      <SectionHeading title={t('studio.members.heading')} />
      <MemberSearch />
    </StudioLayout>
  );
}
