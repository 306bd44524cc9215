import { useEffect } from 'react';
import { toast } from '#pwa/lib/toast.ts';
import { useParams } from 'wouter';
import { JOB_DETAIL_LOAD_FAILED } from '#domain/jobs/job-schema.ts';
import { useJob } from '../api/get-job.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import { useScreenSnapshot } from '#pwa/lib/use-screen-snapshot.ts';
import { JobDetail } from './job-detail.tsx';
import { LoadingState } from './job-list-states.tsx';
import { PageLinks } from './page-links.tsx';
import { PageFrame, READING_COLUMN } from '#pwa/components/ui/page-frame.tsx';

function Unavailable({ title, text }: { title: string; text: string }) {
  return (
    <div role="status" className="flex min-h-96 flex-col items-center justify-center rounded-3xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
      <p className="text-lg font-semibold text-slate-900 dark:text-white">{title}</p>
      <p className="mt-2 max-w-md text-slate-600 dark:text-slate-400">{text}</p>
    </div>
  );
}

/** /jobDetail/{jobId} (spec section 2, Job detail); the route guard sends visitors to /login. */
export function JobDetailPage() {
  const { jobId = '' } = useParams<{ jobId: string }>();
  const state = useJob(jobId);
  useScreenSnapshot(state.status !== 'loading', state.status === 'ready');
  const error = state.status === 'error' ? state.error : undefined;
  useEffect(() => {
    if (error !== undefined) toast.error(loadErrorMessage(error, JOB_DETAIL_LOAD_FAILED));
  }, [error]);

  let body;
  if (state.status === 'ready') body = <JobDetail job={state.job} />;
  else if (state.status === 'loading') body = <LoadingState text="Loading job details..." />;
  else if (state.status === 'offline')
    body = <Unavailable title="This job is not on this device yet" text="You are offline. Jobs you have opened before open offline; this one will load once you are back online." />;
  else body = <Unavailable title="This job could not be shown" text="It may have been removed. Go back to the list to find other openings." />;

  return (
    <>
      <title>{`${state.status === 'ready' ? state.job.title : 'Job Detail'} · Alumni Portal`}</title>
      <PageFrame className="py-8 sm:py-12">
        <div className={READING_COLUMN}>
          <PageLinks backToJobs />
          <div className="mt-6">{body}</div>
        </div>
      </PageFrame>
    </>
  );
}
