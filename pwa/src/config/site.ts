// One place for the product's name and the support contacts shown in the footer and on /contact.
export const site = {
  name: 'Alumni Portal',
  college: 'Westbrook Institute of Technology',
  email: 'support@alumni.example.edu',
  phone: '+91 80 1234 5678',
  phoneHref: 'tel:+918012345678',
  address: ['Westbrook Institute of Technology', '12 College Road, Jayanagar', 'Bengaluru, Karnataka 560041, India'],
  officeHours: 'Monday to Friday, 9:30 am to 5:30 pm IST',
} as const;

export type NavItem = { href: string; label: string };

// The signed-out and member navigation; the footer repeats it (spec section 2, Shell layout).
export const userNav: readonly NavItem[] = [
  { href: '/about', label: 'About Us' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/query', label: 'Queries' },
  { href: '/jobs', label: 'Job Portal' },
];

/** A signed-in member also gets the directory, the events and Memory Lane (issue 34). */
export const memberNav: readonly NavItem[] = [
  ...userNav,
  { href: '/events', label: 'Events' },
  { href: '/memories', label: 'Memory Lane' },
  { href: '/mentorship', label: 'Mentorship' },
  { href: '/people', label: 'People' },
];

/** Where an admin lands after login and when opening / (DESIGN.md, guards). */
export const ADMIN_HOME = '/admin/add-edit-Student';

export const adminNav: readonly NavItem[] = [
  { href: '/admin', label: 'Dashboard' },
  { href: ADMIN_HOME, label: 'Add Student' },
  { href: '/admin/student', label: 'Student' },
  { href: '/admin/donations', label: 'Donations' },
  { href: '/admin/events', label: 'Events' },
  { href: '/memories', label: 'Memory Lane' }, // college albums, and batch albums for any batch (issue 34)
  { href: '/admin/announcements', label: 'Announcements' },
  { href: '/admin/moderation', label: 'Moderation' },
  { href: '/admin/audit', label: 'Audit log' },
];

export const social = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/school/westbrook-institute-of-technology/' },
  { name: 'X', href: 'https://x.com/westbrookalumni' },
  { name: 'Facebook', href: 'https://www.facebook.com/westbrookalumni' },
  { name: 'Instagram', href: 'https://www.instagram.com/westbrookalumni/' },
  { name: 'YouTube', href: 'https://www.youtube.com/@westbrookalumni' },
] as const;

export type SocialName = (typeof social)[number]['name'];
