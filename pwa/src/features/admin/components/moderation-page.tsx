import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { QUEUE_STATES, type QueueState } from '#domain/moderation/moderation-queue.ts';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { useModerationQueue } from '../api/moderation-queue.ts';
import { AutoHideForm } from './auto-hide-form.tsx';
import { QueuePanel } from './queue-panel.tsx';
import { SuspendedMembers } from './suspended-members.tsx';

const STATES = Object.keys(QUEUE_STATES) as QueueState[];

const tabClasses =
  'rounded-lg px-3 py-2 text-sm leading-tight font-semibold text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[selected]:bg-white data-[selected]:text-indigo-700 data-[selected]:shadow-sm sm:px-4 dark:text-slate-300 dark:focus-visible:outline-indigo-400 dark:data-[selected]:bg-slate-950 dark:data-[selected]:text-indigo-300';

/**
 * /admin/moderation (issue 32): what members reported and what the moderators removed, decided on
 * several at once; the automatic hiding threshold; the members suspended now.
 */
export function ModerationPage() {
  const [tab, setTab] = useState(0);
  const state = STATES[tab] ?? 'open';
  const query = useModerationQueue(state);
  // The setting comes with every queue; the last one known stays while another queue loads.
  const autoHide = query.data?.settings.autoHideReports;

  return (
    <>
      <title>Moderation · Admin · Alumni Portal</title>
      <PageFrame className="py-10 sm:py-14">
        <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">Admin</p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Moderation</h1>
            <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">What members reported, what was removed, and who is suspended.</p>
          </div>
          <AutoHideForm value={autoHide} />
        </header>

        <TabGroup selectedIndex={tab} onChange={setTab} className="mt-8">
          <TabList aria-label="Moderation queues" className="grid w-full grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1 sm:inline-grid sm:w-auto dark:bg-slate-800">
            {STATES.map((s) => (
              <Tab key={s} className={tabClasses}>
                {QUEUE_STATES[s]}
              </Tab>
            ))}
          </TabList>
          <TabPanels className="mt-4">
            {STATES.map((s) => (
              <TabPanel key={s} className="focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400">
                <QueuePanel state={s} query={query} />
              </TabPanel>
            ))}
          </TabPanels>
        </TabGroup>

        <SuspendedMembers />
      </PageFrame>
    </>
  );
}
