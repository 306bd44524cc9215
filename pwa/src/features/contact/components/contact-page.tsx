import { ContactDetails } from './contact-details.tsx';
import { ContactForm } from './contact-form.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';

export function ContactPage() {
  return (
    <>
      <title>Contact Us · Alumni Portal</title>
      <PageFrame className="py-14 sm:py-20">
        <header className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">Contact Us</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            Get in Touch
          </h1>
          <p className="mt-4 text-lg leading-8 text-slate-600 dark:text-slate-400">
            Questions about your account, an event, a donation or anything else? Write to us and the alumni relations
            team will get back to you.
          </p>
        </header>
        <div className="mt-12 grid gap-8 lg:grid-cols-[2fr_3fr] lg:items-start">
          <ContactDetails />
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-9 dark:border-slate-800 dark:bg-slate-900">
            <ContactForm />
          </div>
        </div>
      </PageFrame>
    </>
  );
}
