import { Route, Switch } from 'wouter';
import { lazyRoute } from '../lib/lazy-route.tsx';

// Every screen is its own chunk (DESIGN.md, Budgets).
const home = lazyRoute(() =>
  import('../features/home/components/home-page.tsx').then((m) => ({ default: m.HomePage })),
);
const about = lazyRoute(() =>
  import('../features/about/components/about-page.tsx').then((m) => ({ default: m.AboutPage })),
);
const contact = lazyRoute(() =>
  import('../features/contact/components/contact-page.tsx').then((m) => ({ default: m.ContactPage })),
);
const notFound = lazyRoute(() => import('./routes/not-found.tsx').then((m) => ({ default: m.NotFoundPage })));

/** Light public pages worth fetching ahead while the visitor reads the first one. */
export const idlePreloads = [home.preload, about.preload, contact.preload];

export function AppRouter() {
  return (
    <Switch>
      <Route path="/" component={home.Page} />
      <Route path="/about" component={about.Page} />
      <Route path="/contact" component={contact.Page} />
      <Route component={notFound.Page} />
    </Switch>
  );
}
