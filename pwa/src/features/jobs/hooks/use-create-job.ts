import { JOB_CREATE_FAILED, JOB_CREATED, type CreateJobArgs } from '#domain/jobs/job-schema.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';
import { createJob } from '../api/create-job.ts';

const REDIRECT_MS = 1500; // spec section 9: create-job redirect 1.5 s

type Post = { userId: string; args: CreateJobArgs };

const post = async ({ userId, args }: Post) => {
  try {
    await createJob(userId, args);
    return { ok: true, message: JOB_CREATED } as const;
  } catch (error) {
    return { ok: false, message: localSaveFailure(error, JOB_CREATE_FAILED) } as const;
  }
};

/** Submit for the form: 'busy' while saving, then the success toast and /jobs after 1.5 s. */
export function useCreateJob() {
  const userId = useSessionStore((s) => s.user?._id ?? null);
  const { status, handleSubmit } = useSubmit(post, { next: '/jobs', delayMs: REDIRECT_MS });
  return {
    status,
    /** `prepare` gives the checked args, or undefined after showing what is wrong. */
    handleSubmit: (prepare: () => CreateJobArgs | undefined) =>
      handleSubmit((): Post | undefined => {
        if (!userId) return undefined; // members only: visitors see 'Login Required'
        const args = prepare();
        return args && { userId, args };
      }),
  };
}
