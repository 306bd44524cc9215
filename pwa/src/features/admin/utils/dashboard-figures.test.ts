import { describe, expect, it } from 'vitest';
import type { Dashboard } from '#domain/dashboard/dashboard.ts';
import { dashboardFigures } from './dashboard-figures.ts';

const dashboard: Dashboard = {
  computedAt: '2026-11-22T09:00:00.000Z',
  membersByBatch: [{ batch: '2014-2018', roster: 40, signedUp: 10 }],
  weeklyActive: [{ week: '2026-11-09', active: 3 }, { week: '2026-11-16', active: 5 }],
  questions: [{ week: '2026-11-16', asked: 4, answered: 3, medianHoursToFirstAnswer: 50 }],
  questionTotals: { asked: 4, answered: 3, medianHoursToFirstAnswer: 50 },
  jobsPosted: [{ week: '2026-11-16', posted: 2 }],
  events: [{ id: 'e', title: '=HYPERLINK("x") reunion of the 2016 batch', startsAt: '2026-12-20T13:00:00.000Z', going: 6, checkedIn: 0, capacity: null }],
  donations: { funds: ['Scholarships', 'Library'], months: [{ month: '2026-11', byFund: { Scholarships: 5000, Library: 1500 } }] },
  announcements: [
    { id: 'b', title: 'Newer', sentAt: '2026-11-20T09:00:00.000Z', reached: 10, opened: 4, pushed: 3, emailed: 9, failed: 1 },
    { id: 'a', title: 'Older', sentAt: '2026-11-01T09:00:00.000Z', reached: 8, opened: 2, pushed: 1, emailed: 8, failed: 0 },
  ],
  mentorship: [{ month: '2026-10', started: 2, sessions: 0 }, { month: '2026-11', started: 1, sessions: 5 }],
};
const byId = (id: string) => dashboardFigures(dashboard).find((f) => f.id === id)!;

describe('the dashboard figures as tables and charts', () => {
  it('gives each row its share, its total and a readable time', () => {
    expect(byId('members-by-batch').table.rows).toEqual([['2014-2018', 40, 10, '25%']]);
    expect(byId('donations').table).toEqual({ columns: ['Month', 'Scholarships (₹)', 'Library (₹)', 'Total (₹)'], rows: [['Nov 2026', 5000, 1500, 6500]] });
    expect(byId('questions').table.rows[0]).toEqual(['Week of 16 Nov 2026', 4, 3, '75%', '2 days']);
    expect(byId('events').table.rows[0]).toEqual(['=HYPERLINK("x") reunion of the 2016 batch', '20 Dec 2026', 6, 0, 'No limit']);
    expect(byId('mentorship').table.rows).toEqual([['Oct 2026', 2, 0], ['Nov 2026', 1, 5]]);
  });

  it('stacks the funds, and draws announcements oldest first while the table lists the newest first', () => {
    expect(byId('donations').chart).toMatchObject({ stacked: true, unit: 'rupees', labels: ['Nov 2026'] });
    const reach = byId('announcement-reach');
    expect(reach.chart.longLabels).toEqual(['Older', 'Newer']);
    expect(reach.chart.series.map((s) => s.values)).toEqual([[8, 10], [2, 4]]);
    expect(reach.table.rows.map((r) => r[0])).toEqual(['Newer', 'Older']);
  });
});
