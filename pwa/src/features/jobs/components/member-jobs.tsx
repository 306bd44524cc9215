import { useScreenSnapshot } from '#pwa/lib/use-screen-snapshot.ts';
import { isAdminUser, useSessionStore } from '#pwa/stores/session-store.ts';
import { useLocalJobs } from '../api/get-local-jobs.ts';
import { JobBoard, type FiltersState } from './job-board.tsx';

/** A signed-in user's board, read from IndexedDB (its own chunk: Dexie loads only for members). */
export function MemberJobs({ userId, filtersState }: { userId: string; filtersState: FiltersState }) {
  const state = useLocalJobs(userId);
  useScreenSnapshot(state.status !== 'loading', state.status === 'ready');
  // Job alerts are a member's: an admin browses the board without them.
  const member = useSessionStore((s) => !isAdminUser(s.user));
  return <JobBoard state={state} filtersState={filtersState} alertsFor={member ? userId : undefined} />;
}
