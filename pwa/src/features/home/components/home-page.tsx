import { BenefitsSection } from './benefits-section.tsx';
import { Hero } from './hero.tsx';
import { JoinCta } from './join-cta.tsx';

export function HomePage() {
  return (
    <>
      <title>Alumni Portal · Your alumni journey begins here</title>
      <Hero />
      <BenefitsSection />
      <JoinCta />
    </>
  );
}
