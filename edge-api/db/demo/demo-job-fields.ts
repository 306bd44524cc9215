import type { JobType, ExperienceLevel } from '#domain/jobs/job-schema.ts';

/**
 * The demo job board's catalogue: every title belongs to one field, and a job's requirements,
 * employer and workplace come from that field (ADR 0065). Skill lists never share an entry, so a
 * requirement names exactly one field.
 */
export type JobField = {
  name: string;
  skills: readonly string[];
  companies: readonly string[];
  /** Whether its jobs can be done from home; site, plant and lab work cannot. */
  remote: boolean;
  /** What the work is, for the job description. */
  work: string;
};

/** A title, its field, and what it asks for most (from its field's skills), most important first. */
export type JobTitle = { title: string; field: FieldKey; type?: JobType; level?: ExperienceLevel; skills: readonly string[] };

export const JOB_FIELDS = {
  software: {
    name: 'Software development',
    skills: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'Java', 'Spring Boot', 'REST APIs', 'Git', 'Kotlin', 'Android SDK', 'Swift', 'Selenium', 'Unit testing'],
    companies: ['Infosys', 'Zoho', 'Freshworks', 'Flipkart', 'Razorpay', 'Swiggy'],
    remote: true,
    work: 'You will build and ship features in a small product team, with code reviews and a mentor for your first months.',
  },
  infra: {
    name: 'Cloud and infrastructure',
    skills: ['Linux', 'Docker', 'Kubernetes', 'Terraform', 'AWS', 'CI/CD pipelines', 'Networking', 'PostgreSQL administration', 'Monitoring', 'Incident response'],
    companies: ['Tata Consultancy Services', 'Wipro', 'HCLTech', 'Zoho', 'Freshworks', 'Razorpay'],
    remote: true,
    work: 'You will keep production systems fast and reliable, automate deployments and take part in a calm on-call rotation.',
  },
  data: {
    name: 'Data and machine learning',
    skills: ['Python', 'SQL', 'Pandas', 'Statistics', 'Power BI', 'Machine learning', 'PyTorch', 'Apache Spark', 'Data visualisation', 'NLP'],
    companies: ['Flipkart', 'Swiggy', 'Mu Sigma', 'Fractal Analytics', 'Tiger Analytics', 'Infosys'],
    remote: true,
    work: 'You will turn raw data into decisions: clean it, model it and explain what it says to the people who act on it.',
  },
  design: {
    name: 'Design and writing',
    skills: ['Figma', 'User research', 'Prototyping', 'Interaction design', 'Design systems', 'Technical writing', 'Markdown', 'Information architecture', 'Adobe Illustrator'],
    companies: ['Zoho', 'Freshworks', 'Swiggy', 'Flipkart', 'Razorpay', 'CRED'],
    remote: true,
    work: 'You will shape how people use our products, from research and sketches to finished screens and documentation.',
  },
  civil: {
    name: 'Civil engineering',
    skills: ['AutoCAD', 'Site supervision', 'Quantity estimation', 'STAAD.Pro', 'Primavera P6', 'Reinforced concrete design', 'Surveying', 'IS codes', 'Road design'],
    companies: ['Larsen & Toubro', 'Tata Projects', 'Shapoorji Pallonji', 'Afcons Infrastructure', 'NCC Limited', 'Godrej Properties'],
    remote: false,
    work: 'You will work on site with contractors and consultants, check drawings and quantities, and keep the project on schedule.',
  },
  mechanical: {
    name: 'Mechanical engineering',
    skills: ['SolidWorks', 'CATIA', 'GD&T', 'ANSYS', 'Lean manufacturing', 'Root cause analysis', 'Preventive maintenance', 'HVAC load calculation', 'Six Sigma'],
    companies: ['Mahindra', 'Tata Motors', 'Bosch', 'Ashok Leyland', 'Bharat Forge', 'Blue Star'],
    remote: false,
    work: 'You will work between the design office and the shop floor, improving parts, processes and the machines that make them.',
  },
  electronics: {
    name: 'Electronics and electrical',
    skills: ['Embedded C', 'RTOS', 'Microcontrollers', 'PCB design', 'Verilog', 'Oscilloscope', 'MATLAB Simulink', 'Power system analysis', 'PLC programming'],
    companies: ['Bosch', 'Tata Elxsi', 'L&T Technology Services', 'Siemens', 'ABB India', 'Texas Instruments'],
    remote: false,
    work: 'You will design, build and test hardware and the software that runs on it, in a lab with experienced engineers.',
  },
  business: {
    name: 'Finance and business',
    skills: ['Excel', 'Financial modelling', 'Accounting', 'Tally', 'Credit analysis', 'Valuation', 'Requirements gathering', 'Stakeholder communication', 'Process mapping'],
    companies: ['HDFC Bank', 'ICICI Bank', 'Deloitte India', 'KPMG India', 'Bajaj Finserv', 'Razorpay'],
    remote: false,
    work: 'You will work with numbers and the people behind them: analyse, report and help the business decide.',
  },
} as const satisfies Record<string, JobField>;

export type FieldKey = keyof typeof JOB_FIELDS;

/** 48 titles, each posted once. */
export const JOB_TITLES: readonly JobTitle[] = [
  { title: 'Frontend Engineer', field: 'software', skills: ['JavaScript', 'TypeScript', 'React', 'Unit testing', 'Git'] },
  { title: 'Backend Developer', field: 'software', skills: ['Java', 'Spring Boot', 'REST APIs', 'Unit testing', 'Git'] },
  { title: 'Android Developer', field: 'software', skills: ['Kotlin', 'Android SDK', 'REST APIs', 'Unit testing'] },
  { title: 'iOS Developer', field: 'software', skills: ['Swift', 'REST APIs', 'Unit testing', 'Git'] },
  { title: 'QA Automation Engineer', field: 'software', type: 'Contract', skills: ['Selenium', 'Java', 'Unit testing', 'Git'] },
  { title: 'Software Engineering Intern', field: 'software', type: 'Internship', level: 'fresher', skills: ['JavaScript', 'Git', 'REST APIs'] },
  { title: 'DevOps Engineer', field: 'infra', skills: ['Linux', 'Docker', 'CI/CD pipelines', 'Terraform', 'AWS'] },
  { title: 'Cloud Architect', field: 'infra', level: '5+ year', skills: ['AWS', 'Terraform', 'Kubernetes', 'Networking', 'Monitoring'] },
  { title: 'Site Reliability Engineer', field: 'infra', skills: ['Linux', 'Kubernetes', 'Monitoring', 'Incident response'] },
  { title: 'Database Administrator', field: 'infra', skills: ['PostgreSQL administration', 'Linux', 'Monitoring', 'Incident response'] },
  { title: 'Network Engineer', field: 'infra', skills: ['Networking', 'Linux', 'Monitoring', 'Incident response'] },
  { title: 'Platform Engineer', field: 'infra', type: 'Contract', skills: ['Kubernetes', 'Docker', 'Terraform', 'CI/CD pipelines'] },
  { title: 'Data Analyst', field: 'data', skills: ['SQL', 'Power BI', 'Statistics', 'Data visualisation', 'Python'] },
  { title: 'Data Engineer', field: 'data', skills: ['Python', 'SQL', 'Apache Spark', 'Pandas'] },
  { title: 'Machine Learning Intern', field: 'data', type: 'Internship', level: 'fresher', skills: ['Python', 'Machine learning', 'Pandas', 'Statistics'] },
  { title: 'Data Scientist', field: 'data', skills: ['Python', 'Statistics', 'Machine learning', 'PyTorch', 'SQL'] },
  { title: 'Business Intelligence Developer', field: 'data', skills: ['SQL', 'Power BI', 'Data visualisation', 'Statistics'] },
  { title: 'NLP Research Assistant', field: 'data', type: 'Part-time', level: 'fresher', skills: ['Python', 'NLP', 'PyTorch', 'Machine learning'] },
  { title: 'Product Designer', field: 'design', skills: ['Figma', 'Prototyping', 'Interaction design', 'User research'] },
  { title: 'UX Researcher', field: 'design', skills: ['User research', 'Prototyping', 'Information architecture', 'Figma'] },
  { title: 'UI Designer', field: 'design', type: 'Freelance', skills: ['Figma', 'Design systems', 'Adobe Illustrator', 'Prototyping'] },
  { title: 'Technical Writer', field: 'design', type: 'Part-time', skills: ['Technical writing', 'Markdown', 'Information architecture'] },
  { title: 'Design Systems Lead', field: 'design', level: '5+ year', skills: ['Design systems', 'Figma', 'Interaction design', 'Prototyping'] },
  { title: 'Visual Design Intern', field: 'design', type: 'Internship', level: 'fresher', skills: ['Figma', 'Adobe Illustrator', 'Prototyping'] },
  { title: 'Civil Site Engineer', field: 'civil', skills: ['Site supervision', 'AutoCAD', 'Quantity estimation', 'IS codes'] },
  { title: 'Structural Engineer', field: 'civil', skills: ['STAAD.Pro', 'Reinforced concrete design', 'IS codes', 'AutoCAD'] },
  { title: 'Quantity Surveyor', field: 'civil', skills: ['Quantity estimation', 'AutoCAD', 'IS codes'] },
  { title: 'Planning Engineer', field: 'civil', skills: ['Primavera P6', 'Quantity estimation', 'Site supervision'] },
  { title: 'Graduate Engineer Trainee (Civil)', field: 'civil', level: 'fresher', skills: ['AutoCAD', 'Surveying', 'Site supervision'] },
  { title: 'Highway Design Engineer', field: 'civil', type: 'Contract', skills: ['Road design', 'AutoCAD', 'Surveying', 'IS codes'] },
  { title: 'Mechanical Design Engineer', field: 'mechanical', skills: ['SolidWorks', 'GD&T', 'CATIA', 'ANSYS'] },
  { title: 'Production Engineer', field: 'mechanical', skills: ['Lean manufacturing', 'Root cause analysis', 'Six Sigma'] },
  { title: 'Quality Engineer', field: 'mechanical', skills: ['GD&T', 'Root cause analysis', 'Six Sigma'] },
  { title: 'Maintenance Engineer', field: 'mechanical', skills: ['Preventive maintenance', 'Root cause analysis', 'Lean manufacturing'] },
  { title: 'CAE Analyst', field: 'mechanical', skills: ['ANSYS', 'CATIA', 'GD&T'] },
  { title: 'HVAC Design Engineer', field: 'mechanical', skills: ['HVAC load calculation', 'SolidWorks', 'Root cause analysis'] },
  { title: 'Embedded Systems Engineer', field: 'electronics', skills: ['Embedded C', 'Microcontrollers', 'RTOS', 'Oscilloscope'] },
  { title: 'VLSI Design Engineer', field: 'electronics', skills: ['Verilog', 'PCB design', 'Oscilloscope'] },
  { title: 'Electrical Design Engineer', field: 'electronics', skills: ['Power system analysis', 'MATLAB Simulink', 'PCB design'] },
  { title: 'Firmware Intern', field: 'electronics', type: 'Internship', level: 'fresher', skills: ['Embedded C', 'Microcontrollers', 'Oscilloscope'] },
  { title: 'Power Systems Engineer', field: 'electronics', skills: ['Power system analysis', 'MATLAB Simulink', 'PLC programming'] },
  { title: 'Automation Engineer (PLC)', field: 'electronics', skills: ['PLC programming', 'Microcontrollers', 'MATLAB Simulink'] },
  { title: 'Finance Associate', field: 'business', skills: ['Excel', 'Accounting', 'Financial modelling', 'Tally'] },
  { title: 'Business Analyst', field: 'business', skills: ['Requirements gathering', 'Process mapping', 'Stakeholder communication', 'Excel'] },
  { title: 'Credit Risk Analyst', field: 'business', skills: ['Credit analysis', 'Financial modelling', 'Excel'] },
  { title: 'Audit Associate', field: 'business', skills: ['Accounting', 'Tally', 'Excel', 'Stakeholder communication'] },
  { title: 'Investment Banking Analyst', field: 'business', level: '2 year', skills: ['Valuation', 'Financial modelling', 'Excel', 'Accounting'] },
  { title: 'Management Trainee (Finance)', field: 'business', level: 'fresher', skills: ['Excel', 'Accounting', 'Stakeholder communication'] },
];

export const CITIES = ['Bengaluru', 'Pune', 'Hyderabad', 'Chennai', 'Mumbai', 'Gurugram', 'Kochi', 'Noida', 'Ahmedabad', 'Kolkata'] as const;
export const REMOTE_PLACES = ['Work from home', 'Remote (Work from home)'] as const;

/** Annual pay in INR by experience, as [min, max] of the range's lower end. */
export const PAY_BY_LEVEL: Record<ExperienceLevel, readonly [number, number]> = {
  fresher: [300_000, 500_000],
  '1 year': [400_000, 600_000],
  '2 year': [550_000, 800_000],
  '3 year': [700_000, 1_000_000],
  '4 year': [900_000, 1_300_000],
  '5 year': [1_100_000, 1_600_000],
  '5+ year': [1_800_000, 2_600_000],
};
