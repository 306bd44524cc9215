import { useLocalJobs } from '../api/get-local-jobs.ts';
import { JobBoard } from './job-board.tsx';

/** A signed-in user's board, read from IndexedDB (its own chunk: Dexie loads only for members). */
export function MemberJobs({ userId }: { userId: string }) {
  return <JobBoard state={useLocalJobs(userId)} />;
}
