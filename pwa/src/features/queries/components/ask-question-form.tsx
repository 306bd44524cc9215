import { useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useLocation } from 'wouter';
import { AskQuestionSchema, DEFAULT_CATEGORY } from '#domain/queries/question-schema.ts';
import { TextAreaField, TextField } from '../../../components/form/text-field.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { useAskQuestion } from '../api/ask-question.ts';
import { CategoryRadios } from './category-radios.tsx';

const FIELDS = ['title', 'content', 'category'] as const;
const EMPTY: Record<(typeof FIELDS)[number], string> = { title: '', content: '', category: DEFAULT_CATEGORY };

/**
 * Ask a Question (spec 2): the question is saved on this device and queued, so posting works
 * offline; the list shows it at once, marked as waiting until the server has it.
 */
export function AskQuestionForm({ onFailure }: { onFailure: (message: string) => void }) {
  const { values, errors, onChange, showIssues, formRef } = useSchemaForm(AskQuestionSchema, FIELDS, EMPTY);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false); // a double click lands before the busy state renders
  const ask = useAskQuestion();
  const [, navigate] = useLocation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const result = await ask(values);
      if (!result.ok) {
        sending.current = false;
        setBusy(false);
        return showIssues(result.issues);
      }
      toast.success(navigator.onLine ? 'Your question has been posted' : 'Saved on this device. It will be posted when you are back online.');
      navigate('/query');
    } catch (error) {
      sending.current = false;
      setBusy(false);
      onFailure(error instanceof Error ? error.message : 'Your question could not be saved.');
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="ask-form-title" className="space-y-6">
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
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto sm:min-w-56')}>
        {busy ? 'Submitting...' : 'Post Your Question'}
      </button>
    </form>
  );
}
