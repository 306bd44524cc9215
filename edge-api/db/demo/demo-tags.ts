// The demo questions' tags (issue 33), by words in their titles: what their askers would have chosen.
const RULES: readonly [RegExp, string][] = [
  [/placement|first job|startup|referral/i, 'placements'],
  [/gate/i, 'gate'],
  [/cat |mba|ms abroad/i, 'higher-studies'],
  [/system design|unit tests|memory leaks/i, 'software-engineering'],
  [/docker|kubernetes/i, 'devops'],
  [/data science|machine learning/i, 'data-science'],
  [/competitive programming/i, 'dsa'],
  [/salary|freelanc/i, 'jobs'],
  [/mechanical to software|product manager/i, 'career-switch'],
  [/transcript|certificate|credit transfer|thesis/i, 'college-office'],
  [/meetup|convocation/i, 'alumni-events'],
  [/postgresql|mongodb/i, 'databases'],
  [/internship/i, 'internships'],
];

/** Up to three tags for a demo question's title. */
export const demoTags = (title: string) => RULES.filter(([words]) => words.test(title)).map(([, tag]) => tag).slice(0, 3);
