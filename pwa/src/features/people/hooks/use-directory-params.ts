import { useSearchParams } from 'wouter';
import type { DirectoryParams } from '../api/get-directory.ts';

export const TEXT_FILTERS = ['batch', 'course', 'branch', 'company', 'city'] as const;
type TextFilter = (typeof TEXT_FILTERS)[number];

/**
 * The directory's filters and page, kept in the address so Back returns to the same view. With no
 * filter in the address at all, the member's own batch: "my classmates" (`?batch=` is everyone).
 */
export function useDirectoryParams(ownBatch: string | null) {
  const [search, setSearch] = useSearchParams();
  const untouched = TEXT_FILTERS.every((key) => !search.has(key));
  const read = (key: TextFilter) => (key === 'batch' && untouched ? (ownBatch ?? '') : (search.get(key) ?? '').trim());
  const page = Number(search.get('page'));
  const params: DirectoryParams = {
    batch: read('batch'),
    course: read('course'),
    branch: read('branch'),
    company: read('company'),
    city: read('city'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
  const write = (next: DirectoryParams) => {
    const query = new URLSearchParams();
    for (const key of TEXT_FILTERS) query.set(key, next[key]);
    if (next.page > 1) query.set('page', String(next.page));
    setSearch(query, { replace: true });
  };
  const setFilter = (key: TextFilter, value: string) => write({ ...params, [key]: value, page: 1 });
  const setPage = (value: number) => write({ ...params, page: value });
  const none = { batch: '', course: '', branch: '', company: '', city: '', page: 1 };
  const clear = () => write(none);
  const showClassmates = () => write({ ...none, batch: ownBatch ?? '' });
  /** Only the own batch is asked for: what this device keeps for offline. */
  const isClassmates = !!ownBatch && params.batch === ownBatch && !params.course && !params.branch && !params.company && !params.city;
  return { params, setFilter, setPage, clear, showClassmates, isClassmates };
}
