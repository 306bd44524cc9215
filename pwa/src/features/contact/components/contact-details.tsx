import type { ReactNode } from 'react';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '#pwa/components/icons/common-icons.tsx';
import { site } from '#pwa/config/site.ts';

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 text-white ring-1 ring-white/20">
        {icon}
      </span>
      <div>
        <p className="text-sm font-semibold text-white">{title}</p>
        <div className="mt-1 text-indigo-50">{children}</div>
      </div>
    </li>
  );
}

const link = 'rounded underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** The static contact block (spec section 2, Contact). */
export function ContactDetails() {
  return (
    <aside
      aria-labelledby="contact-details-title"
      className="min-w-0 rounded-3xl bg-indigo-700 p-7 text-white shadow-xl shadow-indigo-900/10 sm:p-9 dark:bg-indigo-950 dark:shadow-none dark:ring-1 dark:ring-indigo-500/30"
    >
      <h2 id="contact-details-title" className="text-xl font-semibold">
        Alumni Relations Office
      </h2>
      <p className="mt-2 leading-7 text-indigo-100">We usually reply within two working days.</p>
      <ul className="mt-8 space-y-6">
        <Item icon={<MailIcon />} title="Email">
          <a className={`${link} wrap-anywhere`} href={`mailto:${site.email}`}>
            {site.email}
          </a>
        </Item>
        <Item icon={<PhoneIcon />} title="Phone">
          <a className={link} href={site.phoneHref}>
            {site.phone}
          </a>
        </Item>
        <Item icon={<MapPinIcon />} title="Address">
          <address className="not-italic">
            {site.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </Item>
        <Item icon={<ClockIcon />} title="Office hours">
          {site.officeHours}
        </Item>
      </ul>
    </aside>
  );
}
