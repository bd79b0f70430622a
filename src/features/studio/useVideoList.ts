import { startTransition, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { loadDataClient } from '../../lib/data/dataClient';
import { listTeachers, type TeacherListRow } from './teacherRequests';
import { listVideos, type SortColumn, type VideoListRow } from './videoRequests';

export interface VideoListState {
  search: string;
  sort: SortColumn;
  ascending: boolean;
  page: number;
}

/** The same empty list every time: with no search, the teachers' arrival changes no query. */
const NO_TEACHERS: string[] = [];

/**
 * The videos table's query and its current page, fetched again whenever the search, the order or the page change.
 * The teachers (for their names, and to search by them) are read once, beside the first page, and shown with it:
 * the table renders once when the studio opens (decision 2670).
 */
export function useVideoList() {
  const [query, setQuery] = useState<VideoListState>({ search: '', sort: 'published_at', ascending: false, page: 0 });
  const [teachers, setTeachers] = useState<TeacherListRow[]>([]);
  const [result, setResult] = useState<{ rows: VideoListRow[]; total: number } | undefined>();
  const [failed, setFailed] = useState(false);
  const teachersRequest = useRef<Promise<TeacherListRow[]>>(undefined);
  const search = useDeferredValue(query.search);

  const teacherIds = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? teachers.filter((teacher) => teacher.name.toLowerCase().includes(needle)).map((teacher) => teacher.id) : NO_TEACHERS;
  }, [search, teachers]);

  useEffect(() => {
    let current = true;
    const client = loadDataClient();
    teachersRequest.current ??= client.then(listTeachers);
    Promise.all([client.then((data) => listVideos(data, { search, teacherIds, sort: query.sort, ascending: query.ascending, page: query.page })), teachersRequest.current])
      .then(([next, everyTeacher]) => {
        if (!current) return;
        // A page of 50 rows renders in slices the browser can interrupt, not in one long task.
        startTransition(() => {
          setTeachers(everyTeacher);
          setResult(next);
          setFailed(false);
        });
      })
      .catch(() => {
        teachersRequest.current = undefined;
        if (current) setFailed(true);
      });
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
