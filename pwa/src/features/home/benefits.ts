import type { ComponentType } from 'react';
import type { IconProps } from '#pwa/components/ui/icon.tsx';
import { GalleryIcon } from '#pwa/components/icons/common-icons.tsx';
import { HeartIcon, LandmarkIcon, QuestionIcon } from './components/benefit-icons.tsx';
import { BriefcaseIcon, CalendarIcon } from '#pwa/components/icons/common-icons.tsx';

export type Benefit = {
  title: string;
  description: string;
  Icon: ComponentType<IconProps>;
  /** Events, career, donations, Memory Lane and the support hub lead somewhere (spec section 2, Home; issues 16, 34). */
  link?: { href: string; label: string };
};

export const benefits: Benefit[] = [
  {
    title: 'Alumni Events & Meetups',
    description:
      'Reunions, networking evenings and city chapter meetups that keep you close to batchmates, mentors and faculty.',
    Icon: CalendarIcon,
    link: { href: '/events', label: 'See upcoming events' },
  },
  {
    title: 'Career Opportunities',
    description:
      'A job board run by alumni: browse openings, post roles at your company and find referrals from people who studied where you did.',
    Icon: BriefcaseIcon,
    link: { href: '/jobs', label: 'Browse the job board' },
  },
  {
    title: 'Give Back to Your Alma Mater',
    description:
      'Fund scholarships, better facilities and student programmes. Every contribution goes straight back to campus.',
    Icon: HeartIcon,
    link: { href: '/donation', label: 'Make a donation' },
  },
  {
    title: 'Memory Lane',
    description:
      'Photo and video galleries from convocations, fests and reunions: relive the moments that made your college years.',
    Icon: GalleryIcon,
    link: { href: '/memories', label: 'Open Memory Lane' },
  },
  {
    title: 'College Legacy',
    description:
      'Decades of teaching and research: the history, milestones and people that made the college what it is today.',
    Icon: LandmarkIcon,
  },
  {
    title: 'Alumni Support Hub',
    description:
      'Ask questions and get guidance on careers, higher studies and life after college from a community that has been there.',
    Icon: QuestionIcon,
    link: { href: '/query', label: 'Visit the Query Portal' },
  },
];
