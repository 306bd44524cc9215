import type { FieldIssue } from './validation.ts';

/** Every error the API answers with has this shape (DESIGN.md, API). */
export type ApiErrorBody = {
  message: string;
  code?: string;
  issues?: FieldIssue[];
};
