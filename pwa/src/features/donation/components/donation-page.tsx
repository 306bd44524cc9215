import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { DONATION_MESSAGES as M } from '#domain/donations/donation.ts';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { useOnline } from '#pwa/hooks/use-online.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { useDonationSummary } from '../api/donation-summary.ts';
import { DonationError } from './donation-error.tsx';
import { DonationForm } from './donation-form.tsx';
import { DonationHero } from './donation-hero.tsx';
import { DonorTestimonials } from './donor-testimonials.tsx';
import { ImpactFunds } from './impact-funds.tsx';

const tabClasses =
  'rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[selected]:bg-white data-[selected]:text-indigo-700 data-[selected]:shadow-sm dark:text-slate-300 dark:data-[selected]:bg-slate-950 dark:data-[selected]:text-indigo-300';

/** /donation (spec: Donation): the hero, 'Donate Now' and 'Our Impact', and three donor voices. */
export function DonationPage() {
  const user = useSessionStore((s) => s.user);
  const online = useOnline();
  const summary = useDonationSummary();
  const [tab, setTab] = useState(0);
  const [fundId, setFundId] = useState('');
  const [fatal, setFatal] = useState<string | null>(null);
  // '?fund=<id>' (an announcement's link) chooses the fund; read after hydrating the prerendered page.
  useEffect(() => {
    const chosen = new URLSearchParams(window.location.search).get('fund');
    if (chosen) setFundId(chosen);
  }, []);

  if (fatal) return <DonationError message={fatal} onBack={() => setFatal(null)} />;
  const data = summary.data;
  const blocked = !online ? M.offline : data && !data.configured ? M.notConfigured : null;

  return (
    <>
      <title>Donate · Alumni Portal</title>
      <PageFrame className="py-8 sm:py-12">
        <Link href="/" className="text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
          ← Home
        </Link>
        <div className="mt-4">
          <DonationHero summary={data} />
        </div>
        <TabGroup selectedIndex={tab} onChange={setTab} className="mt-10">
          <TabList aria-label="Donation" className="inline-flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
            <Tab className={tabClasses}>Donate Now</Tab>
            <Tab className={tabClasses}>Our Impact</Tab>
          </TabList>
          <TabPanels className="mt-6">
            <TabPanel unmount={false} className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-9 dark:border-slate-800 dark:bg-slate-900">
              <DonationForm
                key={fundId}
                rollNumber={user?.rollNumber}
                signedIn={!!user}
                blocked={blocked}
                funds={data?.funds ?? []}
                fundId={fundId}
                onFatal={setFatal}
              />
            </TabPanel>
            <TabPanel>
              <ImpactFunds
                funds={data?.funds ?? []}
                onChoose={(id) => {
                  setFundId(id);
                  setTab(0);
                }}
              />
            </TabPanel>
          </TabPanels>
        </TabGroup>
        <DonorTestimonials />
      </PageFrame>
    </>
  );
}
