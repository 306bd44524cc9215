import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { SEARCH_PAGE_SIZE, type QuestionSearchHit, type QuestionSearchPage, type SearchField, type SearchFilter } from '#domain/queries/search.ts';
import { searchTermOf, wordsOf } from '#domain/queries/search-words.ts';
import { excerptOf, fieldsOf, questionDocs, sameDoc, type IndexedFields, type QuestionDoc, type SearchRows } from './question-docs.ts';
import { parseSearch, type Clause } from './search-query.ts';
import { TypoVocabulary } from './typo-vocabulary.ts';

export type { SearchRows };

/** The server's order of weights (Postgres' defaults for A, B, C, D): title, question, answers, comments. */
const BOOST: Record<SearchField, number> = { title: 1, content: 0.4, answer: 0.2, comment: 0.1 };
const FIELDS: SearchField[] = ['title', 'content', 'answer', 'comment'];
const WORD = /[\p{L}\p{N}]+/gu;
// Queries arrive as stems already.
const SEARCH_OPTIONS = { boost: BOOST, processTerm: (t: string) => t, tokenize: (t: string) => [t] };

export type LocalSearch = { q: string; filter: SearchFilter; page: number };

/**
 * The device's own search over the questions, answers and comments it holds (issue 33, ADR 0113):
 * MiniSearch (BM25) over one document a question, words reduced as Postgres' `english` does, the
 * fields weighted in the server's order, typos corrected from the device's vocabulary as the
 * server corrects them. It answers the server's `QuestionSearchPage`, so one list shows either.
 */
export class QuestionIndex {
  private docs = new Map<string, QuestionDoc>();
  private vocabulary = new TypoVocabulary();
  private index = this.emptyIndex();

  private emptyIndex() {
    return new MiniSearch<IndexedFields>({
      fields: FIELDS,
      tokenize: (text) => text.toLowerCase().match(WORD) ?? [],
      processTerm: (word) => {
        this.vocabulary.add(word);
        return searchTermOf(word);
      },
    });
  }

  get size() {
    return this.docs.size;
  }

  /**
   * Makes the index hold exactly `rows` (what IndexedDB holds now): new and changed questions are
   * (re)indexed, gone ones dropped. Returns how many questions changed.
   */
  sync(rows: SearchRows): number {
    const next = questionDocs(rows);
    let changed = 0;
    if (this.docs.size === 0) {
      this.index.addAll([...next.values()].map(fieldsOf));
      this.docs = next;
      return next.size;
    }
    for (const id of this.docs.keys()) {
      if (!next.has(id)) {
        this.index.discard(id);
        changed++;
      }
    }
    for (const [id, doc] of next) {
      const before = this.docs.get(id);
      if (before && sameDoc(before, doc)) continue;
      if (before) this.index.replace(fieldsOf(doc));
      else this.index.add(fieldsOf(doc));
      changed++;
    }
    this.docs = next;
    return changed;
  }

  /** Forgets everything (sign-out). */
  clear() {
    this.docs = new Map();
    this.vocabulary = new TypoVocabulary();
    this.index = this.emptyIndex();
  }

  /**
   * The query with each word no text holds replaced by the nearest word one does, as the server
   * corrects it (words of 3–30 characters starting with a letter); null when none was.
   */
  private correct(q: string): string | null {
    const fixes = new Map<string, string>();
    for (const word of new Set(wordsOf(q))) {
      if (word.length < 3 || word.length > 30 || !/^\p{L}/u.test(word) || word === 'or') continue;
      const stem = searchTermOf(word);
      if (!stem || this.vocabulary.knows(stem)) continue;
      const near = this.vocabulary.nearest(word);
      if (near && near !== word) fixes.set(word, near);
    }
    return fixes.size ? q.replace(WORD, (w) => fixes.get(w.toLowerCase()) ?? w) : null;
  }

  private run(clauses: Clause[], combineWith: 'AND' | 'OR'): SearchResult[] {
    const stems = (words: string[]) => words.map((w) => searchTermOf(w)).filter((s): s is string => !!s);
    const queries: Query[] = clauses.map((c) => {
      const wanted: Query = { combineWith, queries: stems(c.all) };
      return c.none.length ? { combineWith: 'AND_NOT', queries: [wanted, { combineWith: 'OR', queries: stems(c.none) }] } : wanted;
    });
    const query: Query = queries.length === 1 ? queries[0]! : { combineWith: 'OR', queries };
    return this.index.search(query, SEARCH_OPTIONS);
  }

  private hit(result: SearchResult, stems: string[]): QuestionSearchHit | null {
    const doc = this.docs.get(result.id as string);
    if (!doc) return null;
    // As the server says it: the first field that holds every searched word, else the question.
    const matchedIn = FIELDS.find((f) => result.terms.every((t) => result.match[t]?.includes(f))) ?? 'content';
    return { question: doc.question, score: result.score, matchedIn, excerpt: excerptOf(doc, matchedIn, stems) };
  }

  /** Ranked best first (MiniSearch's order); runs of equal scores put newest first. */
  private ranked(results: SearchResult[]): SearchResult[] {
    const time = (r: SearchResult) => this.docs.get(r.id as string)?.time ?? 0;
    for (let i = 0; i < results.length; ) {
      let j = i + 1;
      while (j < results.length && results[j]!.score === results[i]!.score) j++;
      if (j - i > 1) {
        const run = results.slice(i, j).sort((a, b) => time(b) - time(a));
        results.splice(i, run.length, ...run);
      }
      i = j;
    }
    return results;
  }

  /** One page of what `q` finds (every word required, as on the server), with `filter` applied. */
  search({ q, filter, page }: LocalSearch): QuestionSearchPage {
    const correctedQuery = this.correct(q.trim());
    const clauses = parseSearch(correctedQuery ?? q);
    const terms = [...new Set(clauses.flatMap((c) => c.all))];
    const stems = terms.map((w) => searchTermOf(w) ?? w);
    const kept = this.ranked(this.run(clauses, 'AND')).filter((r) => {
      const question = this.docs.get(r.id as string)?.question;
      if (!question) return false;
      if (filter === 'Unanswered') return question.answerCount === 0 && this.docs.get(question._id)!.answers.length === 0;
      if (filter === 'Resolved') return question.status === 'Resolved';
      return true;
    });
    const from = (page - 1) * SEARCH_PAGE_SIZE;
    const hits = kept
      .slice(from, from + SEARCH_PAGE_SIZE)
      .map((r) => this.hit(r, stems))
      .filter((h): h is QuestionSearchHit => h !== null);
    return { query: q.trim(), correctedQuery, terms, filter, page, pageSize: SEARCH_PAGE_SIZE, total: kept.length, hits };
  }

  /** Questions like a title being written: any of its words counts, more and rarer ones rank higher. */
  similar(title: string, limit = 5): QuestionSearchPage {
    const words = parseSearch(title.replaceAll('"', ' ')).flatMap((c) => c.all);
    const clauses: Clause[] = words.length ? [{ all: words, none: [] }] : [];
    const stems = words.map((w) => searchTermOf(w) ?? w);
    const hits = this.ranked(clauses.length ? this.run(clauses, 'OR') : [])
      .slice(0, limit)
      .map((r) => this.hit(r, stems))
      .filter((h): h is QuestionSearchHit => h !== null);
    return { query: title.trim(), correctedQuery: null, terms: words, filter: 'All', page: 1, pageSize: limit, total: hits.length, hits };
  }
}
