import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, Switch } from 'wouter';
import type { PrerenderedPath } from '#domain/prerendered-pages.ts';
import { lazyRoute } from '../lib/lazy-route.tsx';
import { guarded, type Who } from './require-role.tsx';

// Every screen is its own chunk (DESIGN.md, Budgets).
const home = lazyRoute(() =>
  import('../features/home/components/home-page.tsx').then((m) => ({ default: m.HomePage })),
);
const about = lazyRoute(() =>
  import('../features/about/components/about-page.tsx').then((m) => ({ default: m.AboutPage })),
);
const contact = lazyRoute(() =>
  import('../features/contact/components/contact-page.tsx').then((m) => ({ default: m.ContactPage })),
);
const login = lazyRoute(() =>
  import('../features/auth/components/login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
const signup = lazyRoute(() =>
  import('../features/auth/components/signup-page.tsx').then((m) => ({ default: m.SignupPage })),
);
const verifyEmail = lazyRoute(() =>
  import('../features/auth/components/verify-email-page.tsx').then((m) => ({ default: m.VerifyEmailPage })),
);
// The own profile shows the member's donations, which the donation feature owns.
const profile = lazyRoute(() =>
  Promise.all([import('../features/profile/components/profile-page.tsx'), import('../features/donation/components/my-donations.tsx')]).then(
    ([m, d]) => ({ default: () => <m.ProfilePage donations={<d.MyDonations />} /> }),
  ),
);
// The profile and the connection button it shows come from two features; the shell puts them together.
const memberProfile = lazyRoute(() =>
  Promise.all([
    import('../features/profile/components/member-profile-page.tsx'),
    import('../features/connections/components/connection-button.tsx'),
  ]).then(([m, c]) => ({
    default: () => <m.MemberProfilePage connectionAction={(profile) => <c.ConnectionButton profile={profile} />} />,
  })),
);
const network = lazyRoute(() =>
  import('../features/connections/components/network-page.tsx').then((m) => ({ default: m.NetworkPage })),
);
const connectedUsers = lazyRoute(() =>
  import('../features/connections/components/connected-users-page.tsx').then((m) => ({ default: m.ConnectedUsersPage })),
);
const people = lazyRoute(() =>
  import('../features/people/components/people-page.tsx').then((m) => ({ default: m.PeoplePage })),
);
const donation = lazyRoute(() =>
  import('../features/donation/components/donation-page.tsx').then((m) => ({ default: m.DonationPage })),
);
const paymentResult = lazyRoute(() =>
  import('../features/donation/components/payment-result-page.tsx').then((m) => ({ default: m.PaymentResultPage })),
);
const adminStudents = lazyRoute(() =>
  import('../features/admin/components/student-list-page.tsx').then((m) => ({ default: m.StudentListPage })),
);
const adminDonations = lazyRoute(() =>
  import('../features/admin/components/donations-page.tsx').then((m) => ({ default: m.DonationsPage })),
);
const adminDashboard = lazyRoute(() =>
  import('../features/admin/components/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
);
const adminModeration = lazyRoute(() =>
  import('../features/admin/components/moderation-page.tsx').then((m) => ({ default: m.ModerationPage })),
);
const adminAudit = lazyRoute(() =>
  import('../features/admin/components/audit-page.tsx').then((m) => ({ default: m.AuditPage })),
);
const adminAnnouncements = lazyRoute(() =>
  import('../features/admin/components/announcements-page.tsx').then((m) => ({ default: m.AnnouncementsPage })),
);
const adminAddStudent = lazyRoute(() =>
  import('../features/admin/components/add-student-page.tsx').then((m) => ({ default: m.AddStudentPage })),
);
const jobs = lazyRoute(() =>
  import('../features/jobs/components/jobs-page.tsx').then((m) => ({ default: m.JobsPage })),
);
const jobDetail = lazyRoute(() =>
  import('../features/jobs/components/job-detail-page.tsx').then((m) => ({ default: m.JobDetailPage })),
);
const createJob = lazyRoute(() =>
  import('../features/jobs/components/create-job-page.tsx').then((m) => ({ default: m.CreateJobPage })),
);
const queryList = lazyRoute(() =>
  import('../features/queries/components/query-list-page.tsx').then((m) => ({ default: m.QueryListPage })),
);
const askQuestion = lazyRoute(() =>
  import('../features/queries/components/ask-question-page.tsx').then((m) => ({ default: m.AskQuestionPage })),
);
const questionDetail = lazyRoute(() =>
  import('../features/queries/components/question-page.tsx').then((m) => ({ default: m.QuestionPage })),
);
const events = lazyRoute(() =>
  import('../features/events/components/events-page.tsx').then((m) => ({ default: m.EventsPage })),
);
const eventDetail = lazyRoute(() =>
  import('../features/events/components/event-detail-page.tsx').then((m) => ({ default: m.EventDetailPage })),
);
const eventTicket = lazyRoute(() =>
  import('../features/events/components/ticket-page.tsx').then((m) => ({ default: m.TicketPage })),
);
const eventCheckIn = lazyRoute(() =>
  import('../features/events/components/check-in-page.tsx').then((m) => ({ default: m.CheckInPage })),
);
const adminEvents = lazyRoute(() =>
  import('../features/events/components/admin-events-page.tsx').then((m) => ({ default: m.AdminEventsPage })),
);
const adminEvent = lazyRoute(() =>
  import('../features/events/components/admin-event-page.tsx').then((m) => ({ default: m.AdminEventPage })),
);
const unsubscribePage = lazyRoute(() =>
  import('../features/unsubscribe/components/unsubscribe-page.tsx').then((m) => ({ default: m.UnsubscribePage })),
);
const notifications = lazyRoute(() =>
  import('../features/notifications/components/notifications-page.tsx').then((m) => ({ default: m.NotificationsPage })),
);
const notificationSettings = lazyRoute(() =>
  import('../features/notifications/components/notification-settings-page.tsx').then((m) => ({ default: m.NotificationSettingsPage })),
);
const messages = lazyRoute(() => import('../features/messages/components/messages-page.tsx').then((m) => ({ default: m.MessagesPage })));
const announcements = lazyRoute(() =>
  import('../features/announcements/components/announcements-page.tsx').then((m) => ({ default: m.AnnouncementsPage })),
);
const announcement = lazyRoute(() =>
  import('../features/announcements/components/announcement-page.tsx').then((m) => ({ default: m.AnnouncementPage })),
);
const thread = lazyRoute(() => import('../features/messages/components/thread-page.tsx').then((m) => ({ default: m.ThreadPage })));
const memories = lazyRoute(() =>
  import('../features/memories/components/memories-page.tsx').then((m) => ({ default: m.MemoriesPage })),
);
const album = lazyRoute(() =>
  import('../features/memories/components/album-page.tsx').then((m) => ({ default: m.AlbumPage })),
);
const notFound = lazyRoute(() => import('./routes/not-found.tsx').then((m) => ({ default: m.NotFoundPage })));

/** Light public pages worth fetching ahead while the visitor reads the first one. */
export const idlePreloads = [home.preload, about.preload, contact.preload, login.preload];

/**
 * The chunk of each prerendered page (domain/prerendered-pages.ts), loaded before the page is
 * rendered at build time and before it is hydrated, so neither suspends on it.
 */
export const prerenderedPagePreloads: Record<PrerenderedPath, () => Promise<unknown>> = {
  '/': home.preload,
  '/about': about.preload,
  '/contact': contact.preload,
  '/login': login.preload,
  '/signup': signup.preload,
  '/jobs': jobs.preload,
};

// Spec section 6 and DESIGN.md (guards), mirroring what the server enforces.
const ANYONE: readonly Who[] = ['visitor', 'member', 'admin'];
const NOT_ADMIN: readonly Who[] = ['visitor', 'member'];
const SIGNED_IN: readonly Who[] = ['member', 'admin'];
const MEMBER: readonly Who[] = ['member'];
const ADMIN: readonly Who[] = ['admin'];

type RoutePage = { Page: ComponentType; preload: () => Promise<unknown> };
const routes: ReadonlyArray<readonly [path: string, allow: readonly Who[], page: RoutePage]> = [
  ['/', NOT_ADMIN, home], // an admin's home is the admin page
  ['/about', ANYONE, about],
  ['/contact', ANYONE, contact],
  ['/login', ANYONE, login],
  ['/signup', ANYONE, signup],
  ['/verify/:email', ANYONE, verifyEmail],
  ['/unsubscribe', ANYONE, unsubscribePage], // a mail's one-click link, signed in or not (issue 29)
  ['/profile', MEMBER, profile],
  ['/profiles/:rollNumber', SIGNED_IN, memberProfile],
  ['/people', SIGNED_IN, people],
  ['/donation', NOT_ADMIN, donation], // visitors see it with its login-required state
  ['/donation/verify', ANYONE, paymentResult], // the server's word on a payment, for its donor
  ['/createJob', NOT_ADMIN, createJob], // visitors see its 'Login Required' state
  ['/query/askQuestion', MEMBER, askQuestion],
  ['/query', SIGNED_IN, queryList],
  ['/query/:questionId', SIGNED_IN, questionDetail],
  ['/jobs', ANYONE, jobs], // visitors may browse the cards
  ['/jobDetail/:jobId', SIGNED_IN, jobDetail],
  ['/network', MEMBER, network],
  ['/connectedUser', MEMBER, connectedUsers],
  // Events (issue 16): members' screens, from the synced tables; check-in is for the event's hosts,
  // which the page checks (event.canManage), as the server does.
  ['/events', MEMBER, events],
  ['/events/:id', MEMBER, eventDetail],
  ['/events/:id/ticket', MEMBER, eventTicket],
  ['/events/:id/check-in', MEMBER, eventCheckIn],
  // The inbox (issue 29), from the synced table: any signed-in user's own lines.
  ['/notifications', SIGNED_IN, notifications],
  ['/settings/notifications', MEMBER, notificationSettings], // the channels live on the member's profile
  // Messages between connected members (issue 31), from the synced tables.
  ['/messages', MEMBER, messages],
  ['/messages/:conversationId', MEMBER, thread],
  ['/announcements', MEMBER, announcements],
  ['/announcements/:id', MEMBER, announcement],
  // Memory Lane (issue 34): albums and their photos from the synced tables; the office makes college albums.
  ['/memories', SIGNED_IN, memories],
  ['/memories/:albumId', SIGNED_IN, album], // ?photo=<id> opens the viewer
  // The dashboard (issue 32): the community's figures; sign-in still lands on Add Student (spec, ADR 0111).
  ['/admin', ADMIN, adminDashboard],
  ['/admin/add-edit-Student', ADMIN, adminAddStudent],
  ['/admin/student', ADMIN, adminStudents],
  ['/admin/donations', ADMIN, adminDonations],
  ['/admin/events', ADMIN, adminEvents],
  ['/admin/events/:id', ADMIN, adminEvent], // 'new', or an event's id
  // Moderation and the audit log (issue 32): reports, removals, suspensions; every admin action.
  ['/admin/moderation', ADMIN, adminModeration],
  ['/admin/audit', ADMIN, adminAudit],
  // Announcements (issue 32): the office writes to a segment of the roster.
  ['/admin/announcements', ADMIN, adminAnnouncements],
];

/**
 * Starts loading the chunk of the page at `pathname` now, while the app boots, rather than when the
 * router first renders it (a member's pages have no HTML that preloads them).
 */
export function preloadRouteFor(pathname: string): Promise<unknown> {
  const match = routes.find(([path]) => matchRoute(parse, path, pathname)[0]);
  const page = match ? match[2] : notFound;
  // A failure is the router's to show, when it renders the page.
  return Promise.all([page.preload(), match && firstRenderData[match[0]]?.()]).catch(() => undefined);
}

/**
 * What a page's first render needs besides its chunk, read while the app boots (ADR 0088). The
 * member's board and its IndexedDB reader are asked for beside the page, not after it has loaded
 * and asked for them itself (one round of chunk fetches less: ~90 ms at 4x CPU, offline).
 */
const firstRenderData: Record<string, () => Promise<unknown>> = {
  '/jobs': () =>
    Promise.all([
      import('../features/jobs/components/jobs-page.tsx'),
      import('../features/jobs/components/member-jobs.tsx'),
      import('../features/jobs/api/get-local-jobs.ts'),
    ]).then(([m]) => m.jobsPageReady()),
};

// Made once: a component created during render would remount its page on every render.
const pages = routes.map(([path, allow, { Page }]) => ({
  path,
  Page: allow === ANYONE ? Page : guarded(allow, Page),
}));

export function AppRouter() {
  return (
    <Switch>
      {pages.map(({ path, Page }) => (
        <Route key={path} path={path} component={Page} />
      ))}
      <Route component={notFound.Page} />
    </Switch>
  );
}
