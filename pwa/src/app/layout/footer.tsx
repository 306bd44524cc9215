import { Link } from 'wouter';
import { MailIcon, MapPinIcon, PhoneIcon } from '#pwa/components/icons/common-icons.tsx';
import { SocialIcon } from '#pwa/components/icons/social-icons.tsx';
import { BrandLink } from '#pwa/components/ui/logo.tsx';
import { site, social, userNav } from '#pwa/config/site.ts';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';

const heading = 'text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white';
const link =
  'rounded text-slate-600 transition-colors hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-slate-400 dark:hover:text-indigo-300 dark:focus-visible:outline-indigo-400';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50">
      <PageFrame className="grid gap-10 py-12 md:grid-cols-[1.3fr_1fr_1.4fr] md:gap-12">
        <div>
          <BrandLink />
          <p className="mt-4 max-w-xs text-sm leading-6 text-slate-600 dark:text-slate-400">
            The official alumni community of {site.college}: stay connected, grow together and give back.
          </p>
          <ul className="mt-6 flex gap-2" aria-label="Social media">
            {social.map((item) => (
              <li key={item.name}>
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${item.name} (opens in a new tab)`}
                  className="inline-flex size-10 items-center justify-center rounded-xl border border-slate-200 bg-white text-slate-600 transition-colors hover:border-indigo-300 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-indigo-400 dark:hover:text-indigo-300 dark:focus-visible:outline-indigo-400"
                >
                  <SocialIcon name={item.name} className="size-4.5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={heading}>
            Explore
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            {userNav.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={heading}>Support</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MailIcon className="mt-0.5 size-4 shrink-0 text-indigo-600 dark:text-indigo-400" />
              <a href={`mailto:${site.email}`} className={link}>
                {site.email}
              </a>
            </p>
            <p className="flex gap-3">
              <PhoneIcon className="mt-0.5 size-4 shrink-0 text-indigo-600 dark:text-indigo-400" />
              <a href={site.phoneHref} className={link}>
                {site.phone}
              </a>
            </p>
            <p className="flex gap-3 text-slate-600 dark:text-slate-400">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-indigo-600 dark:text-indigo-400" />
              <span>
                {site.address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </p>
          </address>
        </div>
      </PageFrame>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <PageFrame className="flex flex-wrap justify-between gap-x-6 gap-y-2 py-6 text-sm text-slate-600 dark:text-slate-400">
          <p>
            © {new Date().getFullYear()} {site.college} Alumni Association. All rights reserved.
          </p>
          {/* A file the server sends, not an app route: every package's licence, made by the build (ADR 0128). */}
          <a href="/third-party-notices.txt" className={link}>
            Open-source licences
          </a>
        </PageFrame>
      </div>
    </footer>
  );
}
