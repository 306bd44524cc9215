import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, Switch } from 'wouter';
import type { PrerenderedPath } from '#domain/prerendered-pages.ts';
import { lazyRoute } from '../lib/lazy-route.tsx';
import { guarded, type Who } from './require-role.tsx';

// Spec section 6 and DESIGN.md (guards), mirroring what the server enforces.
const ANYONE: readonly Who[] = ['visitor', 'member', 'admin'];
const NOT_ADMIN: readonly Who[] = ['visitor', 'member'];
const SIGNED_IN: readonly Who[] = ['member', 'admin'];
const MEMBER: readonly Who[] = ['member'];
const ADMIN: readonly Who[] = ['admin'];

type RouteSpec = {
  path: string;
  allow: readonly Who[];
  /** The page. Every screen is its own chunk (DESIGN.md, Budgets): one literal import() each. */
  load: () => Promise<ComponentType>;
  /**
   * What the page's first render needs besides its chunk, read while the app boots (ADR 0088): asked
   * for beside the page, not after it has loaded and asked for it itself (one round of chunk
   * fetches less: ~90 ms at 4x CPU, offline).
   */
  firstRenderData?: () => Promise<unknown>;
};

// The own profile shows the member's donations and mentoring offer, which their features own.
const profilePage = () =>
  Promise.all([
    import('../features/profile/components/profile-page.tsx'),
    import('../features/donation/components/my-donations.tsx'),
    import('../features/mentorship/components/mentor-offer-section.tsx'),
  ]).then(([m, d, o]) => () => <m.ProfilePage donations={<d.MyDonations />} mentoring={<o.MentorOfferSection />} />);
// The profile and the connection button it shows come from two features; the shell puts them together.
const memberProfilePage = () =>
  Promise.all([
    import('../features/profile/components/member-profile-page.tsx'),
    import('../features/connections/components/connection-button.tsx'),
  ]).then(([m, c]) => () => <m.MemberProfilePage connectionAction={(profile) => <c.ConnectionButton profile={profile} />} />);
// The member's board and its IndexedDB reader.
const jobsData = () =>
  Promise.all([
    import('../features/jobs/components/jobs-page.tsx'),
    import('../features/jobs/components/member-jobs.tsx'),
    import('../features/jobs/api/get-local-jobs.ts'),
  ]).then(([m]) => m.jobsPageReady());

// The first match wins (wouter's Switch), so '/query/askQuestion' comes before '/query/:questionId'.
const ROUTES = [
  // An admin's home is the admin page.
  { path: '/', allow: NOT_ADMIN, load: () => import('../features/home/components/home-page.tsx').then((m) => m.HomePage) },
  { path: '/about', allow: ANYONE, load: () => import('../features/about/components/about-page.tsx').then((m) => m.AboutPage) },
  { path: '/contact', allow: ANYONE, load: () => import('../features/contact/components/contact-page.tsx').then((m) => m.ContactPage) },
  { path: '/login', allow: ANYONE, load: () => import('../features/auth/components/login-page.tsx').then((m) => m.LoginPage) },
  { path: '/forgot-password', allow: ANYONE, load: () => import('../features/auth/components/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage) },
  // The link mailed to an old address after an e-mail change (issue 53), signed in or not.
  { path: '/undo-email-change', allow: ANYONE, load: () => import('../features/auth/components/undo-email-change-page.tsx').then((m) => m.UndoEmailChangePage) },
  { path: '/signup', allow: ANYONE, load: () => import('../features/auth/components/signup-page.tsx').then((m) => m.SignupPage) },
  { path: '/verify/:email', allow: ANYONE, load: () => import('../features/auth/components/verify-email-page.tsx').then((m) => m.VerifyEmailPage) },
  // A mail's one-click link, signed in or not (issue 29).
  { path: '/unsubscribe', allow: ANYONE, load: () => import('../features/unsubscribe/components/unsubscribe-page.tsx').then((m) => m.UnsubscribePage) },
  { path: '/profile', allow: MEMBER, load: profilePage },
  { path: '/profiles/:rollNumber', allow: SIGNED_IN, load: memberProfilePage },
  { path: '/settings/account', allow: SIGNED_IN, load: () => import('../features/auth/components/account-settings-page.tsx').then((m) => m.AccountSettingsPage) },
  { path: '/people', allow: SIGNED_IN, load: () => import('../features/people/components/people-page.tsx').then((m) => m.PeoplePage) },
  // Visitors see it with its login-required state.
  { path: '/donation', allow: NOT_ADMIN, load: () => import('../features/donation/components/donation-page.tsx').then((m) => m.DonationPage) },
  // The server's word on a payment, for its donor.
  { path: '/donation/verify', allow: ANYONE, load: () => import('../features/donation/components/payment-result-page.tsx').then((m) => m.PaymentResultPage) },
  // Visitors see its 'Login Required' state.
  { path: '/createJob', allow: NOT_ADMIN, load: () => import('../features/jobs/components/create-job-page.tsx').then((m) => m.CreateJobPage) },
  { path: '/query/askQuestion', allow: MEMBER, load: () => import('../features/queries/components/ask-question-page.tsx').then((m) => m.AskQuestionPage) },
  { path: '/query', allow: SIGNED_IN, load: () => import('../features/queries/components/query-list-page.tsx').then((m) => m.QueryListPage) },
  { path: '/query/:questionId', allow: SIGNED_IN, load: () => import('../features/queries/components/question-page.tsx').then((m) => m.QuestionPage) },
  // Visitors may browse the cards.
  { path: '/jobs', allow: ANYONE, load: () => import('../features/jobs/components/jobs-page.tsx').then((m) => m.JobsPage), firstRenderData: jobsData },
  { path: '/jobDetail/:jobId', allow: SIGNED_IN, load: () => import('../features/jobs/components/job-detail-page.tsx').then((m) => m.JobDetailPage) },
  { path: '/network', allow: MEMBER, load: () => import('../features/connections/components/network-page.tsx').then((m) => m.NetworkPage) },
  { path: '/connectedUser', allow: MEMBER, load: () => import('../features/connections/components/connected-users-page.tsx').then((m) => m.ConnectedUsersPage) },
  // Events (issue 16): members' screens, from the synced tables; check-in is for the event's hosts,
  // which the page checks (event.canManage), as the server does.
  { path: '/events', allow: MEMBER, load: () => import('../features/events/components/events-page.tsx').then((m) => m.EventsPage) },
  { path: '/events/:id', allow: MEMBER, load: () => import('../features/events/components/event-detail-page.tsx').then((m) => m.EventDetailPage) },
  { path: '/events/:id/ticket', allow: MEMBER, load: () => import('../features/events/components/ticket-page.tsx').then((m) => m.TicketPage) },
  { path: '/events/:id/check-in', allow: MEMBER, load: () => import('../features/events/components/check-in-page.tsx').then((m) => m.CheckInPage) },
  // The inbox (issue 29), from the synced table: any signed-in user's own lines.
  { path: '/notifications', allow: SIGNED_IN, load: () => import('../features/notifications/components/notifications-page.tsx').then((m) => m.NotificationsPage) },
  // The channels live on the member's profile.
  { path: '/settings/notifications', allow: MEMBER, load: () => import('../features/notifications/components/notification-settings-page.tsx').then((m) => m.NotificationSettingsPage) },
  // Messages between connected members (issue 31), from the synced tables.
  { path: '/messages', allow: MEMBER, load: () => import('../features/messages/components/messages-page.tsx').then((m) => m.MessagesPage) },
  { path: '/messages/:conversationId', allow: MEMBER, load: () => import('../features/messages/components/thread-page.tsx').then((m) => m.ThreadPage) },
  { path: '/announcements', allow: MEMBER, load: () => import('../features/announcements/components/announcements-page.tsx').then((m) => m.AnnouncementsPage) },
  { path: '/announcements/:id', allow: MEMBER, load: () => import('../features/announcements/components/announcement-page.tsx').then((m) => m.AnnouncementPage) },
  // Memory Lane (issue 34): albums and their photos from the synced tables; the office makes college
  // albums. An album's ?photo=<id> opens the viewer.
  // Mentorship (issue 54): finding a mentor, requests, and each mentorship's page.
  { path: '/mentorship', allow: MEMBER, load: () => import('../features/mentorship/components/mentorship-page.tsx').then((m) => m.MentorshipPage) },
  { path: '/mentorship/:id', allow: MEMBER, load: () => import('../features/mentorship/components/mentorship-detail-page.tsx').then((m) => m.MentorshipDetailPage) },
  { path: '/memories', allow: SIGNED_IN, load: () => import('../features/memories/components/memories-page.tsx').then((m) => m.MemoriesPage) },
  { path: '/memories/:albumId', allow: SIGNED_IN, load: () => import('../features/memories/components/album-page.tsx').then((m) => m.AlbumPage) },
  // The dashboard (issue 32): the community's figures; sign-in still lands on Add Student (spec, ADR 0111).
  { path: '/admin', allow: ADMIN, load: () => import('../features/admin/components/dashboard-page.tsx').then((m) => m.DashboardPage) },
  { path: '/admin/add-edit-Student', allow: ADMIN, load: () => import('../features/admin/components/add-student-page.tsx').then((m) => m.AddStudentPage) },
  { path: '/admin/student', allow: ADMIN, load: () => import('../features/admin/components/student-list-page.tsx').then((m) => m.StudentListPage) },
  { path: '/admin/donations', allow: ADMIN, load: () => import('../features/admin/components/donations-page.tsx').then((m) => m.DonationsPage) },
  { path: '/admin/events', allow: ADMIN, load: () => import('../features/events/components/admin-events-page.tsx').then((m) => m.AdminEventsPage) },
  // 'new', or an event's id.
  { path: '/admin/events/:id', allow: ADMIN, load: () => import('../features/events/components/admin-event-page.tsx').then((m) => m.AdminEventPage) },
  // Moderation and the audit log (issue 32): reports, removals, suspensions; every admin action.
  { path: '/admin/moderation', allow: ADMIN, load: () => import('../features/admin/components/moderation-page.tsx').then((m) => m.ModerationPage) },
  // The mentorship programme as the office sees it (issue 54).
  { path: '/admin/mentorship', allow: ADMIN, load: () => import('../features/admin/components/mentorship-office-page.tsx').then((m) => m.MentorshipOfficePage) },
  // The operator's desk (issue 55): the server's figures, backups, the outbox.
  { path: '/admin/system', allow: ADMIN, load: () => import('../features/admin/components/system-page.tsx').then((m) => m.SystemPage) },
  { path: '/admin/audit', allow: ADMIN, load: () => import('../features/admin/components/audit-page.tsx').then((m) => m.AuditPage) },
  // Announcements (issue 32): the office writes to a segment of the roster.
  { path: '/admin/announcements', allow: ADMIN, load: () => import('../features/admin/components/announcements-page.tsx').then((m) => m.AnnouncementsPage) },
] as const satisfies readonly RouteSpec[];

type RoutePath = (typeof ROUTES)[number]['path'];

// Made once: a component created during render would remount its page on every render.
const routes = ROUTES.map((route: RouteSpec) => {
  const { Page, preload } = lazyRoute(route.load);
  return { ...route, preload, Page: route.allow === ANYONE ? Page : guarded(route.allow, Page) };
});
const notFound = lazyRoute(() => import('./routes/not-found.tsx').then((m) => m.NotFoundPage));

function preloadOf(path: RoutePath): () => Promise<unknown> {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`router: no route ${path}`);
  return route.preload;
}

/** Light public pages worth fetching ahead while the visitor reads the first one. */
export const idlePreloads = [preloadOf('/'), preloadOf('/about'), preloadOf('/contact'), preloadOf('/login')];

/**
 * The chunk of each prerendered page (domain/prerendered-pages.ts), loaded before the page is
 * rendered at build time and before it is hydrated, so neither suspends on it.
 */
export const prerenderedPagePreloads: Record<PrerenderedPath, () => Promise<unknown>> = {
  '/': preloadOf('/'),
  '/about': preloadOf('/about'),
  '/contact': preloadOf('/contact'),
  '/login': preloadOf('/login'),
  '/signup': preloadOf('/signup'),
  '/jobs': preloadOf('/jobs'),
};

/**
 * Starts loading the chunk of the page at `pathname` now, while the app boots, rather than when the
 * router first renders it (a member's pages have no HTML that preloads them).
 */
export function preloadRouteFor(pathname: string): Promise<unknown> {
  const route = routes.find(({ path }) => matchRoute(parse, path, pathname)[0]);
  // A failure is the router's to show, when it renders the page.
  return Promise.all([(route ?? notFound).preload(), route?.firstRenderData?.()]).catch(() => undefined);
}

export function AppRouter() {
  return (
    <Switch>
      {routes.map(({ path, Page }) => (
        <Route key={path} path={path} component={Page} />
      ))}
      <Route component={notFound.Page} />
    </Switch>
  );
}
