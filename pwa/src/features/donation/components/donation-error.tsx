import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';

/** The spec's 'Error in Donation' screen, with the server's message and a way back. */
export function DonationError({ message, onBack }: { message: string; onBack: () => void }) {
  return (
    <PageFrame as="section" className="flex min-h-[60dvh] flex-col items-center justify-center py-16 text-center">
      <title>Error in Donation · Alumni Portal</title>
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Error in Donation</h1>
      <p role="alert" className="mt-4 max-w-lg text-lg text-slate-700 dark:text-slate-300">
        {message}
      </p>
      <button type="button" onClick={onBack} className={buttonClasses('primary', 'lg', 'mt-8')}>
        Back
      </button>
    </PageFrame>
  );
}
