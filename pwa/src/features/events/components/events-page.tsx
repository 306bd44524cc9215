import { useDeferredValue, useMemo, useState } from 'react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { CalendarIcon } from '#pwa/components/icons/common-icons.tsx';
import { LoadingState, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { ListSummary } from '#pwa/components/ui/list-summary.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { useNow } from '#pwa/hooks/use-now.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import type { LocalEvent, LocalRsvp } from '#pwa/sync/local-db.ts';
import { useLocalEvents } from '../api/local-events.ts';
import { citiesOf, matchesFilters, NO_FILTERS, splitByTime, type EventFilters } from '../utils/event-filters.ts';
import { EventCard } from './event-card.tsx';
import { EventFiltersBar } from './event-filters-bar.tsx';

const tab =
  'rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600 data-selected:bg-white data-selected:text-indigo-700 data-selected:shadow-sm dark:text-slate-300 dark:data-selected:bg-slate-900 dark:data-selected:text-indigo-300';

function EventList({ events, rsvps, empty, pulled }: { events: LocalEvent[]; rsvps: Map<string, LocalRsvp>; empty: string; pulled: boolean }) {
  // A tab with none yet during a first pull: its events may be in the pages still to come.
  if (events.length === 0 && !pulled) return <LoadingState text="Loading events..." />;
  if (events.length === 0)
    return (
      <MessageState icon={<CalendarIcon className="size-7" />} title={empty} className="rounded-3xl border border-dashed border-slate-300 dark:border-slate-700">
        <StateHint>New events appear here as soon as they are announced, and stay on this device for when you are offline.</StateHint>
      </MessageState>
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <EventCard key={event._id} event={event} rsvp={rsvps.get(event._id)} />
      ))}
    </ul>
  );
}

/** /events (issue 16): upcoming and past events from this device, offline too. */
export function EventsPage() {
  const userId = useSessionStore((s) => s.user?._id ?? '');
  // Rendered in a transition, so the cards' first render yields to the page rather than block it.
  const view = useDeferredValue(useLocalEvents(userId));
  const [filters, setFilters] = useState<EventFilters>(NO_FILTERS);
  const now = useNow().getTime();
  const split = useMemo(() => {
    const events = view?.events ?? [];
    return { cities: citiesOf(events), ...splitByTime(events.filter((e) => matchesFilters(e, filters)), now) };
  }, [view, filters, now]);
  const loading = !view || (!view.pulled && view.events.length === 0);

  return (
    <>
      <title>Events · Alumni Portal</title>
      <PageFrame className="py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Events &amp; Meetups</h1>
        <p className="mt-3 max-w-2xl text-slate-600 dark:text-slate-400">Reunions, city meetups and online sessions. RSVP from here, and keep your ticket on your phone.</p>
        <div className="mt-6">
          <EventFiltersBar filters={filters} cities={split.cities} onChange={setFilters} />
        </div>
        {loading ? (
          <LoadingState text="Loading events..." />
        ) : (
          <TabGroup className="mt-6">
            <TabList aria-label="Upcoming or past events" className="inline-flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
              <Tab className={tab}>
                Upcoming <ListSummary complete={view.pulled}>({split.upcoming.length})</ListSummary>
              </Tab>
              <Tab className={tab}>
                Past <ListSummary complete={view.pulled}>({split.past.length})</ListSummary>
              </Tab>
            </TabList>
            <TabPanels className="mt-6">
              <TabPanel>
                <EventList events={split.upcoming} rsvps={view.rsvps} empty="No upcoming events" pulled={view.pulled} />
              </TabPanel>
              <TabPanel>
                <EventList events={split.past} rsvps={view.rsvps} empty="No past events" pulled={view.pulled} />
              </TabPanel>
            </TabPanels>
          </TabGroup>
        )}
      </PageFrame>
    </>
  );
}
