import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { DonationView } from '#domain/donations/donation.ts';
import { formatRupees } from '#domain/donations/rupees.ts';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { getDonation } from '../api/get-donation.ts';

const CHECKS = 6; // a webhook may still be on its way: ask every 2 s for ~10 s before giving up
const CHECK_EVERY_MS = 2000;
const COUNTDOWN_FROM = 5; // DESIGN.md: 5 seconds, one per second

type Result = { state: 'checking' } | { state: 'paid'; donation: DonationView } | { state: 'failed' };

/**
 * /donation/verify (spec: Payment result). Success is the server's word (GET /api/donation/{ref}),
 * never the payment id in this page's address (DESIGN.md).
 */
export function PaymentResultPage() {
  const reference = new URLSearchParams(useSearch()).get('reference');
  const [result, setResult] = useState<Result>(reference ? { state: 'checking' } : { state: 'failed' });

  useEffect(() => {
    if (!reference) return;
    const controller = new AbortController();
    let timer: number | undefined;
    const check = async (left: number) => {
      const donation = await getDonation(reference, controller.signal).catch(() => null);
      if (controller.signal.aborted) return;
      if (donation?.status === 'paid') setResult({ state: 'paid', donation });
      else if (donation?.status === 'created' && left > 1) timer = window.setTimeout(() => void check(left - 1), CHECK_EVERY_MS);
      else setResult({ state: 'failed' });
    };
    void check(CHECKS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [reference]);

  return (
    <PageFrame as="section" className="flex min-h-[70dvh] flex-col items-center justify-center py-16 text-center">
      <title>Payment result · Alumni Portal</title>
      {result.state === 'checking' ? (
        <p role="status" className="text-lg font-medium text-slate-700 dark:text-slate-300">
          Checking your payment…
        </p>
      ) : (
        <Outcome result={result} reference={reference} />
      )}
    </PageFrame>
  );
}

function Outcome({ result, reference }: { result: Exclude<Result, { state: 'checking' }>; reference: string | null }) {
  const paid = result.state === 'paid';
  return (
    <div className="w-full max-w-lg rounded-3xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h1 className={`text-3xl font-extrabold tracking-tight ${paid ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}>
        {paid ? 'Donation Successful!' : 'Verification Failed'}
      </h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        {paid ? 'Thank you for your generous contribution to our alumni community.' : "We couldn't verify your donation. Please try again or contact support."}
      </p>
      <dl className="mt-6 space-y-2 text-left text-sm">
        {(paid ? result.donation.reference : reference) && <Row label="Reference ID" value={paid ? result.donation.reference : reference!} />}
        {paid && result.donation.paymentId && <Row label="Payment ID" value={result.donation.paymentId} />}
        {paid && <Row label="Amount" value={formatRupees(result.donation.amount)} />}
      </dl>
      <Countdown />
    </div>
  );
}

const Row = ({ label, value }: { label: string; value: string }) => (
  <div className="flex justify-between gap-4 rounded-lg bg-slate-50 px-4 py-2 dark:bg-slate-800">
    <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
    <dd className="font-mono font-semibold break-all text-slate-900 dark:text-white">{value}</dd>
  </div>
);

function Countdown() {
  const [, navigate] = useLocation();
  const [left, setLeft] = useState(COUNTDOWN_FROM);
  useEffect(() => {
    if (left <= 0) {
      navigate('/');
      return;
    }
    const timer = window.setTimeout(() => setLeft(left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, navigate]);
  return (
    <div className="mt-8">
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="off">
        Going home in {left} s
      </p>
      <Link href="/" className={buttonClasses('primary', 'md', 'mt-3')}>
        Return Home
      </Link>
    </div>
  );
}
