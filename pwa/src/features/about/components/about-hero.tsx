import { ArrowRightIcon } from '#pwa/components/icons/common-icons.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { site } from '#pwa/config/site.ts';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';

export function AboutHero() {
  return (
    <section className="relative isolate overflow-hidden bg-indigo-700 dark:bg-indigo-950">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_24rem_at_85%_0%,var(--color-violet-500),transparent_65%),radial-gradient(40rem_20rem_at_0%_100%,var(--color-indigo-500),transparent_70%)] opacity-60 dark:opacity-40"
      />
      <PageFrame className="py-20 text-center sm:py-28">
        <div className="mx-auto max-w-4xl">
          <p className="text-sm font-semibold tracking-wide text-indigo-100 uppercase">About {site.name}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-white sm:text-5xl md:text-6xl">
            Empowering Alumni, Inspiring Futures
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-indigo-50 sm:text-xl">
            We are the alumni association of {site.college}: a volunteer-led community that keeps graduates
            connected to each other and to the campus that brought them together.
          </p>
          <a href="#team" className={buttonClasses('inverse', 'lg', 'mt-10')}>
            Meet the Team
            <ArrowRightIcon className="size-5 rotate-90" />
          </a>
        </div>
      </PageFrame>
    </section>
  );
}
