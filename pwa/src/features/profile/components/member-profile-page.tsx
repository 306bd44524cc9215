import { useEffect, type ReactNode } from 'react';
import { toast } from '#pwa/lib/toast.ts';
import { Link, useParams } from 'wouter';
import type { Profile } from '#domain/profile/profile.ts';
import { ReportButton } from '#pwa/components/report/report-button.tsx';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { UsersIcon } from '#pwa/components/icons/common-icons.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { LoadingState } from '#pwa/components/ui/list-state.tsx';
import { PageFrame, READING_COLUMN } from '#pwa/components/ui/page-frame.tsx';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { fetchMemberProfile } from '../api/get-member-profile.ts';
import { profileLoadMessage } from '../api/get-profile.ts';
import { ProfileCard, ResumeLink } from './profile-header.tsx';
import { Analytics, ExtraList, JobHistory, Skills } from './profile-sections.tsx';

/** What the member lets this viewer see of their contact details (the server decided). */
const contactRows = (p: Profile): [string, string][] => [
  ...(p.email ? [['E-mail', p.email] as [string, string]] : []),
  ...(p.phone ? [['Phone', p.phone] as [string, string]] : []),
];

/**
 * Another member's profile (spec 2, /profiles/{rollNumber}): read-only, as the server shows it.
 * `connectionAction` is the connection button, which the app shell brings from its own feature.
 */
export function MemberProfilePage({ connectionAction }: { connectionAction?: (profile: Profile) => ReactNode }) {
  const { rollNumber = '' } = useParams<{ rollNumber: string }>();
  const me = useSessionStore((s) => s.user?._id);
  const valid = /^\d{10,}$/.test(rollNumber);
  const { status, data: profile, error } = useOnlineQuery(`member-profile:${rollNumber}`, (signal) => fetchMemberProfile(rollNumber, signal), {
    enabled: valid,
  });
  useEffect(() => {
    const message = error === undefined ? null : profileLoadMessage(error);
    if (message) toast.error(message, { id: 'member-profile-load-failed' });
  }, [error]);

  let body;
  if (!valid || (status === 'success' && profile === null)) {
    body = (
      <div className="rounded-3xl border border-slate-200 bg-white px-6 py-12 text-center dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Profile not found</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">No member has the roll number {rollNumber}.</p>
        <Link href="/query" className={buttonClasses('secondary', 'md', 'mt-6')}>
          Back to the Query Portal
        </Link>
      </div>
    );
  } else if (status === 'error') {
    body = (
      <div role="alert" className="rounded-3xl border border-slate-200 bg-white px-6 py-12 text-center dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">This profile could not be loaded</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">Profiles of other members need a connection. Please try again when you are online.</p>
      </div>
    );
  } else if (!profile) {
    body = <LoadingState text="Loading the profile..." />;
  } else {
    const connections = (
      <span className={buttonClasses('secondary', 'md', 'pointer-events-none')}>
        <UsersIcon />
        Connections : {profile.connections.length}
      </span>
    );
    body = (
      <>
        <title>{`${profile.fullName} · Alumni Portal`}</title>
        <ProfileCard
          person={profile}
          actions={
            <>
              {connectionAction?.(profile)}
              <ResumeLink href={profile.resume} />
              {connections}
              {profile._id !== me && <ReportButton kind="profile" targetId={profile._id} what="profile" />}
            </>
          }
          more={contactRows(profile)}
        />
        <JobHistory profile={profile} />
        <Skills profile={profile} />
        <ExtraList profile={profile} kind="achievements" />
        <ExtraList profile={profile} kind="extracurriculars" />
        <Analytics profile={profile} />
      </>
    );
  }
  return (
    <PageFrame className="py-10 sm:py-14">
      <div className={`${READING_COLUMN} space-y-6`}>{body}</div>
    </PageFrame>
  );
}
