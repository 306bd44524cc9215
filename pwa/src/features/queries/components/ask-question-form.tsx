import { useState } from 'react';
import { AskQuestionSchema, DEFAULT_CATEGORY } from '#domain/queries/question-schema.ts';
import { TextAreaField, TextField } from '#pwa/components/form/text-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useSchemaForm } from '#pwa/hooks/use-schema-form.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { useAskQuestion } from '../api/ask-question.ts';
import { CategoryRadios } from './category-radios.tsx';
import { SimilarQuestions } from './similar-questions.tsx';
import { TagsField } from './tags-field.tsx';

const FIELDS = ['title', 'content', 'category'] as const;
const EMPTY: Record<(typeof FIELDS)[number], string> = { title: '', content: '', category: DEFAULT_CATEGORY };
const POSTED = 'Your question has been posted';
const SAVED_OFFLINE = 'Saved on this device. It will be posted when you are back online.';

/**
 * Ask a Question (spec 2): the question is saved on this device and queued, so posting works
 * offline; the list shows it at once, marked as waiting until the server has it.
 */
export function AskQuestionForm({ onFailure }: { onFailure: (message: string) => void }) {
  const { values, errors, onChange, showIssues, formRef } = useSchemaForm(AskQuestionSchema, FIELDS, EMPTY);
  const ask = useAskQuestion();
  const [tags, setTags] = useState<string[]>([]);
  const { status, handleSubmit } = useSubmit(
    async (input: typeof values) => {
      try {
        const result = await ask(input, tags);
        if (!result.ok) return { ok: false, issues: result.issues } as const; // shown under the fields, no toast
        return { ok: true, message: navigator.onLine ? POSTED : SAVED_OFFLINE } as const;
      } catch (error) {
        // Spec section 8: the page shows an error view with the message and Retry.
        onFailure(error instanceof Error ? error.message : 'Your question could not be saved.');
        return { ok: false } as const;
      }
    },
    { onIssues: showIssues, next: '/query' },
  );

  const busy = status !== 'idle';
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(() => values)} aria-labelledby="ask-form-title" className="space-y-6">
      <h2 id="ask-form-title" className="sr-only">
        Your question
      </h2>
      <TextField
        id="question-title"
        name="title"
        label="Question Title"
        placeholder="e.g. How do I prepare for campus placements?"
        hint="Be specific, at least 5 characters."
        maxLength={200}
        aria-required="true"
        value={values.title}
        onChange={onChange}
        error={errors.title}
      />
      <SimilarQuestions title={values.title} />
      <TextAreaField
        id="question-content"
        name="content"
        label="Question Details"
        placeholder="Describe your situation, what you have tried and what you would like to know."
        hint="At least 10 characters. More context gets better answers."
        rows={7}
        maxLength={10_000}
        aria-required="true"
        value={values.content}
        onChange={onChange}
        error={errors.content}
      />
      <CategoryRadios value={values.category} onChange={onChange} error={errors.category} />
      <TagsField tags={tags} onChange={setTags} />
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto sm:min-w-56')}>
        {busy ? 'Submitting...' : 'Post Your Question'}
      </button>
    </form>
  );
}
