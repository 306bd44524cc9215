import { useScrollToHash } from '#pwa/hooks/use-scroll-to-hash.ts';
import { AboutHero } from './about-hero.tsx';
import { AlumniImpact } from './alumni-impact.tsx';
import { CoreValues } from './core-values.tsx';
import { MissionVision } from './mission-vision.tsx';
import { TeamSection } from './team-section.tsx';

export function AboutPage() {
  useScrollToHash();
  return (
    <>
      <title>About Us · Alumni Portal</title>
      <AboutHero />
      <MissionVision />
      <CoreValues />
      <AlumniImpact />
      <TeamSection />
    </>
  );
}
