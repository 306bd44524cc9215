import { useEffect, useState, type ReactNode } from 'react';
import { toast } from '#pwa/lib/toast.ts';
import { useScreenSnapshot } from '#pwa/lib/use-screen-snapshot.ts';
import type { Profile } from '#domain/profile/profile.ts';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { LoadingState } from '#pwa/components/ui/list-state.tsx';
import { PageFrame, READING_COLUMN } from '#pwa/components/ui/page-frame.tsx';
import { fetchProfile, profileLoadMessage, sessionFields } from '../api/get-profile.ts';
import { storeProfile, useLocalProfile } from '../api/local-profile.ts';
import { saveSection } from '../api/save-section.ts';
import { ExtraItemDialog } from './extra-item-dialog.tsx';
import { JobDialog } from './job-dialog.tsx';
import { PrivacyDialog } from './privacy-dialog.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { PrivacySection } from './privacy-section.tsx';
import { ProfileFilesSection } from './profile-files-section.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { Analytics, ExtraList, JobHistory, Skills, type SectionEditor } from './profile-sections.tsx';
import { SkillsDialog } from './skills-dialog.tsx';

type Kind = 'achievements' | 'extracurriculars';
type Open = { section: 'job' } | { section: 'skills' } | { section: 'privacy' } | { section: 'extra'; kind: Kind; index?: number } | null;

/**
 * The own profile (spec 2): read from IndexedDB, so it opens at once and offline; the server's
 * copy replaces it when online. Every edit is a queued change, shown at once (ADR 0072).
 */
export function ProfilePage({
  donations,
  mentoring,
}: {
  /** The member's donations, from the donation feature (the router joins them). */
  donations?: ReactNode;
  /** An alumnus's offer to mentor, from the mentorship feature (issue 54). */
  mentoring?: ReactNode;
}) {
  const user = useSessionStore((s) => s.user);
  const updateUser = useSessionStore((s) => s.updateUser);
  const local = useLocalProfile(user?._id ?? null);
  const [open, setOpen] = useState<Open>(null);

  const { data: fresh, error } = useOnlineQuery(`profile:${user?._id}`, fetchProfile, { enabled: !!user });
  useScreenSnapshot(!!(local ?? fresh) || error !== undefined, !!(local ?? fresh));
  useEffect(() => {
    const stored = useSessionStore.getState().user;
    if (!fresh || !stored) return;
    updateUser({ ...stored, ...sessionFields(fresh) });
    void storeProfile(fresh);
  }, [fresh, updateUser]);
  useEffect(() => {
    const message = error === undefined ? null : profileLoadMessage(error);
    if (message) toast.error(message, { id: 'profile-load-failed' });
  }, [error]);

  if (!user) return null; // the route guard has already sent a visitor to /login
  const profile: Profile | undefined = local ?? fresh;

  const close = () => setOpen(null);
  const edit: SectionEditor = {
    job: () => setOpen({ section: 'job' }),
    skills: () => setOpen({ section: 'skills' }),
    extra: (kind, index) => setOpen({ section: 'extra', kind, index }),
    remove: (kind, index) => {
      if (!profile) return;
      const list = profile.extraId[kind].filter((_, i) => i !== index);
      const saved =
        kind === 'achievements'
          ? saveSection(profile, 'updateAchievement', { achievements: list as Profile['extraId']['achievements'] })
          : saveSection(profile, 'updateExtracarricular', { extracurriculars: list as Profile['extraId']['extracurriculars'] });
      void saved.then((r) => (r.ok ? toast.success(r.message) : toast.error(r.message)));
    },
  };

  return (
    <>
      <title>My Profile · Alumni Portal</title>
      <PageFrame className="py-10 sm:py-14">
        <div className={`${READING_COLUMN} space-y-6`}>
          <ProfileHeader user={user} profile={profile} />
          {profile ? (
            <>
              <JobHistory profile={profile} edit={edit} />
              <Skills profile={profile} edit={edit} />
              <ExtraList profile={profile} kind="achievements" edit={edit} />
              <ExtraList profile={profile} kind="extracurriculars" edit={edit} />
              <Analytics profile={profile} />
              {mentoring}
              {donations}
              <ProfileFilesSection profile={profile} />
              <PrivacySection profile={profile} onEdit={() => setOpen({ section: 'privacy' })} />
              <NotificationsSection />
            </>
          ) : (
            <LoadingState text="Loading your profile..." />
          )}
        </div>
      </PageFrame>
      {profile && open?.section === 'job' && <JobDialog profile={profile} onClose={close} />}
      {profile && open?.section === 'skills' && <SkillsDialog profile={profile} onClose={close} />}
      {profile && open?.section === 'privacy' && <PrivacyDialog profile={profile} onClose={close} />}
      {profile && open?.section === 'extra' && <ExtraItemDialog profile={profile} kind={open.kind} index={open.index} onClose={close} />}
    </>
  );
}
