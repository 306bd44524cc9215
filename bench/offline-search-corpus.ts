import type { Answer, Comment, Question } from '#domain/queries/query-rows.ts';

// A deterministic Query Portal for the offline search bench: 5,000 questions, 25,000 answers and
// 10,000 comments. Content words follow Zipf's law, p(rank) ∝ 1/(rank + 100) (the stop words, the
// head of real text, left out), the portal's own words the most frequent.

const TOPICS = (
  'placement interview resume internship campus company salary offer coding round aptitude test preparation project ' +
  'mentor alumni batch hostel fees scholarship exam semester professor research paper conference startup founder ' +
  'funding product manager engineer developer python java react database cloud kubernetes docker linux network ' +
  'security design marketing finance consulting mba gate gre toefl ielts visa abroad masters university application ' +
  'deadline recommendation letter statement purpose branch electrical mechanical civil computer electronics chemistry ' +
  'physics maths library canteen sports cricket football festival club society volunteer workshop seminar certificate ' +
  'course online leetcode codeforces competitive programming algorithm structure machine learning neural model ' +
  'analytics statistics excel sql tableau negotiation manager team remote relocation bangalore mumbai pune hyderabad'
).split(' ');
const SYLLABLES = ['ka', 'ro', 'mi', 'te', 'lu', 'sa', 've', 'no', 'pi', 'da', 'gre', 'tor', 'lin', 'sen', 'mar', 'quo', 'bel', 'fin', 'dra', 'zu'];
const ENDINGS = ['ing', 'ed', 's', 'tion', 'ly', '', ''];

/** Search texts a member might type: two or three of the portal's words, one with a typo. */
export const BENCH_QUERIES = [
  'placement interview', 'resume internship company', 'kubernetes docker', 'gre visa abroad', 'scholarship fees',
  'machine learning model', 'intervew preparation', 'leetcode codeforces', 'salary negotiation', 'hostel canteen',
  'startup funding founder', 'sql tableau excel', 'campus', 'project mentor alumni', 'python react database', 'placement',
];

export function benchCorpus(questions = 5000) {
  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const vocab: string[] = [];
  for (let i = 0; i < 8000; i++) {
    if (TOPICS[i]) {
      vocab.push(TOPICS[i]!);
      continue;
    }
    let w = '';
    for (let k = i + 7; k > 0; k = Math.floor(k / 20)) w += SYLLABLES[k % 20];
    vocab.push(w + ENDINGS[i % 7]);
  }
  const cdf: number[] = [];
  const total = vocab.reduce((s, _, r) => s + 1 / (r + 100), 0);
  vocab.reduce((acc, _, r) => (cdf.push(acc + 1 / (r + 100) / total), acc + 1 / (r + 100) / total), 0);
  const word = () => {
    const x = rnd();
    let lo = 0;
    let hi = cdf.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return vocab[lo]!;
  };
  const words = (n: number) => Array.from({ length: n }, word).join(' ');
  const rows = { questions: [] as Question[], answers: [] as Answer[], comments: [] as Comment[] };
  for (let i = 0; i < questions; i++) {
    const createdAt = new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString();
    const q: Question = { _id: `q${i}`, title: `How ${words(6)}?`, content: words(40), category: 'Career', status: i % 4 ? 'Open' : 'Resolved', askedBy: 'Bench', askedById: null, createdAt, upvotes: 0, downvotes: 0, answerCount: i % 7 ? 5 : 0 };
    rows.questions.push(q);
    for (let a = 0; a < 5; a++) {
      const answer: Answer = { _id: `${q._id}a${a}`, questionId: q._id, answer: words(30), answeredBy: 'Bench', createdAt, upvotes: a, downvotes: 0, commentCount: a < 2 ? 1 : 0 };
      rows.answers.push(answer);
      if (a < 2) rows.comments.push({ _id: `${answer._id}c`, answerId: answer._id, content: words(12), commentedBy: 'Bench', createdAt });
    }
  }
  return rows;
}
