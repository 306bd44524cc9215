import type { Dashboard } from '#domain/dashboard/dashboard.ts';
import type { ChartColor, ChartSeries, Figure } from './chart-spec.ts';
import { dateLabel, hoursLabel, monthLabel, monthLongLabel, percent, weekLabel, weekLongLabel } from './dashboard-labels.ts';

const FUND_COLORS: ChartColor[] = ['primary', 'accent', 'warm', 'cool', 'secondary', 'muted'];
const shortTitle = (title: string) => (title.length > 18 ? `${title.slice(0, 17)}…` : title);

/** A whole (grey, wide) with the part of it that counts (coloured, narrow) drawn over it. */
function partOf(whole: [label: string, values: number[]], part: [label: string, values: number[], color: ChartColor]): ChartSeries[] {
  return [
    { label: whole[0], values: whole[1], color: 'muted', kind: 'bars', width: 0.7 },
    { label: part[0], values: part[1], color: part[2], kind: 'bars', width: 0.4 },
  ];
}

/** The x axis of weekly rows: '16 Nov', read out as 'Week of 16 Nov 2026'. */
const weekAxis = (rows: { week: string }[]) => ({ labels: rows.map((r) => weekLabel(r.week)), longLabels: rows.map((r) => weekLongLabel(r.week)) });

/** The dashboard's charts, each with the rows of its table view and CSV, in the page's order. */
export function dashboardFigures(d: Dashboard): Figure[] {
  const funds = d.donations.funds;
  return [
    {
      id: 'members-by-batch',
      title: 'Members signed up, by batch',
      description: 'Graduates on the roster, and how many of them have an account.',
      chart: {
        labels: d.membersByBatch.map((b) => b.batch),
        unit: 'count',
        series: partOf(['On the roster', d.membersByBatch.map((b) => b.roster)], ['Signed up', d.membersByBatch.map((b) => b.signedUp), 'primary']),
      },
      table: {
        columns: ['Batch', 'On the roster', 'Signed up', 'Share signed up'],
        rows: d.membersByBatch.map((b) => [b.batch, b.roster, b.signedUp, percent(b.signedUp, b.roster)]),
      },
    },
    {
      id: 'weekly-active',
      title: 'Weekly active members',
      description: 'Members who opened the app at least once in the week.',
      chart: { ...weekAxis(d.weeklyActive), unit: 'count', series: [{ label: 'Active members', values: d.weeklyActive.map((w) => w.active), color: 'primary', kind: 'line' }] },
      table: { columns: ['Week', 'Active members'], rows: d.weeklyActive.map((w) => [weekLongLabel(w.week), w.active]) },
    },
    {
      id: 'questions',
      title: 'Questions asked and answered',
      description: 'Questions asked each week, how many have an answer, and the median time to the first one.',
      chart: {
        ...weekAxis(d.questions),
        unit: 'count',
        series: partOf(['Asked', d.questions.map((q) => q.asked)], ['Answered', d.questions.map((q) => q.answered), 'accent']),
      },
      table: {
        columns: ['Week', 'Asked', 'Answered', 'Share answered', 'Median time to a first answer'],
        rows: d.questions.map((q) => [weekLongLabel(q.week), q.asked, q.answered, percent(q.answered, q.asked), hoursLabel(q.medianHoursToFirstAnswer)]),
      },
    },
    {
      id: 'jobs-posted',
      title: 'Jobs posted',
      description: 'Openings alumni posted on the Job Portal each week.',
      chart: {
        ...weekAxis(d.jobsPosted),
        unit: 'count',
        series: [{ label: 'Jobs posted', values: d.jobsPosted.map((j) => j.posted), color: 'cool', kind: 'bars', width: 0.6 }],
      },
      table: { columns: ['Week', 'Jobs posted'], rows: d.jobsPosted.map((j) => [weekLongLabel(j.week), j.posted]) },
    },
    {
      id: 'events',
      title: 'Event RSVPs and check-ins',
      description: 'Events of the last 90 days and the next 30: members going, and checked in at the door.',
      chart: {
        labels: d.events.map((e) => dateLabel(e.startsAt).replace(/ \d{4}$/, '')),
        longLabels: d.events.map((e) => `${shortTitle(e.title)} (${dateLabel(e.startsAt)})`),
        unit: 'count',
        series: partOf(['Going', d.events.map((e) => e.going)], ['Checked in', d.events.map((e) => e.checkedIn), 'warm']),
      },
      table: {
        columns: ['Event', 'Date', 'Going', 'Checked in', 'Capacity'],
        rows: d.events.map((e) => [e.title, dateLabel(e.startsAt), e.going, e.checkedIn, e.capacity ?? 'No limit']),
      },
    },
    {
      id: 'mentorship',
      title: 'Mentorship by month',
      description: 'Mentorships that began each month, and the mentoring sessions held.',
      chart: {
        labels: d.mentorship.map((m, i) => monthLabel(m.month, i)),
        longLabels: d.mentorship.map((m) => monthLongLabel(m.month)),
        unit: 'count',
        series: [
          { label: 'Sessions held', values: d.mentorship.map((m) => m.sessions), color: 'accent', kind: 'bars', width: 0.6 },
          { label: 'Mentorships begun', values: d.mentorship.map((m) => m.started), color: 'primary', kind: 'line' },
        ],
      },
      table: { columns: ['Month', 'Mentorships begun', 'Sessions held'], rows: d.mentorship.map((m) => [monthLongLabel(m.month), m.started, m.sessions]) },
    },
    {
      id: 'donations',
      title: 'Donations per fund, by month',
      description: 'What donors gave each month, less refunds, in rupees.',
      chart: {
        labels: d.donations.months.map((m, i) => monthLabel(m.month, i)),
        longLabels: d.donations.months.map((m) => monthLongLabel(m.month)),
        unit: 'rupees',
        stacked: true,
        series: funds.map((f, i) => ({ label: f, values: d.donations.months.map((m) => m.byFund[f] ?? 0), color: FUND_COLORS[i % FUND_COLORS.length]!, kind: 'bars', width: 0.6 })),
      },
      table: {
        columns: ['Month', ...funds.map((f) => `${f} (₹)`), 'Total (₹)'],
        rows: d.donations.months.map((m) => {
          const amounts = funds.map((f) => m.byFund[f] ?? 0);
          return [monthLongLabel(m.month), ...amounts, amounts.reduce((a, b) => a + b, 0)];
        }),
      },
    },
    {
      id: 'announcement-reach',
      title: 'Announcement reach',
      description: 'The last announcements sent: members reached, and how many opened them in the app.',
      chart: {
        labels: d.announcements.map((a) => dateLabel(a.sentAt).replace(/ \d{4}$/, '')).reverse(),
        longLabels: d.announcements.map((a) => shortTitle(a.title)).reverse(),
        unit: 'count',
        series: partOf(['Reached', d.announcements.map((a) => a.reached).reverse()], ['Opened', d.announcements.map((a) => a.opened).reverse(), 'secondary']),
      },
      table: {
        columns: ['Announcement', 'Sent', 'Reached', 'Opened', 'Pushed', 'E-mailed', 'Failed'],
        rows: d.announcements.map((a) => [a.title, dateLabel(a.sentAt), a.reached, a.opened, a.pushed, a.emailed, a.failed]),
      },
    },
  ];
}
