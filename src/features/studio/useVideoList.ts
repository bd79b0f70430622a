import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { loadDataClient } from '../../lib/data/dataClient';
import { listTeachers, type TeacherListRow } from './teacherRequests';
import { listVideos, type SortColumn, type VideoListRow } from './videoRequests';

export interface VideoListState {
  search: string;
  sort: SortColumn;
  ascending: boolean;
  page: number;
}

/** The videos table's query and its current page, fetched again whenever the search, the order or the page change. */
export function useVideoList() {
  const [query, setQuery] = useState<VideoListState>({ search: '', sort: 'published_at', ascending: false, page: 0 });
  const [teachers, setTeachers] = useState<TeacherListRow[]>([]);
  const [result, setResult] = useState<{ rows: VideoListRow[]; total: number } | undefined>();
  const [failed, setFailed] = useState(false);
  const search = useDeferredValue(query.search);

  useEffect(() => {
    loadDataClient()
      .then(listTeachers)
      .then(setTeachers)
      .catch(() => setFailed(true));
  }, []);

  const teacherIds = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? teachers.filter((teacher) => teacher.name.toLowerCase().includes(needle)).map((teacher) => teacher.id) : [];
  }, [search, teachers]);

  useEffect(() => {
    let current = true;
    loadDataClient()
      .then((client) => listVideos(client, { search, teacherIds, sort: query.sort, ascending: query.ascending, page: query.page }))
      .then((next) => {
        if (!current) return;
        // A page of 50 rows renders in slices the browser can interrupt, not in one long task.
        startTransition(() => {
          setResult(next);
          setFailed(false);
        });
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [search, teacherIds, query.sort, query.ascending, query.page]);

  const teacherNames = useMemo(() => new Map(teachers.map((teacher) => [teacher.id, teacher.name])), [teachers]);
  return {
    query,
    result,
    failed,
    teacherNames,
    setSearch: (value: string) => setQuery((current) => ({ ...current, search: value, page: 0 })),
    sortBy: (sort: SortColumn) =>
      setQuery((current) => ({ ...current, sort, page: 0, ascending: current.sort === sort ? !current.ascending : sort !== 'published_at' })),
    goToPage: (page: number) => setQuery((current) => ({ ...current, page })),
  };
}
