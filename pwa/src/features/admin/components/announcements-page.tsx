import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { AnnouncementForm } from './announcement-form.tsx';
import { AnnouncementList } from './announcement-list.tsx';

/**
 * /admin/announcements (issue 32): the alumni office writes to a segment of the roster, now or at a
 * time, and sees what each announcement reached.
 */
export function AnnouncementsPage() {
  return (
    <>
      <title>Announcements · Admin · Alumni Portal</title>
      <PageFrame className="py-10 sm:py-14">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">Admin</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Announcements</h1>
        <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">Write to alumni and students by batch, branch, course, city or company.</p>
        <AnnouncementForm />
        <AnnouncementList />
      </PageFrame>
    </>
  );
}
