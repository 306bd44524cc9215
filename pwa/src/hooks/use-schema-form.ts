import { useRef, useState, type ChangeEvent } from 'react';
import type { GenericSchema, InferOutput } from 'valibot';
import { fieldErrors, parseWith, type FieldIssue } from '#domain/validation.ts';

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A form validated by a schema from domain/: messages appear on submit, then follow the typing so
 * they clear as soon as a field is fixed; the first field with a message gets the focus.
 */
export function useSchemaForm<S extends GenericSchema, V extends Record<string, string>>(
  schema: S,
  fields: readonly (keyof V & string)[],
  initial: V,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [validateLive, setValidateLive] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const toErrors = (issues: FieldIssue[]) => {
    const all = fieldErrors(issues);
    return Object.fromEntries(fields.filter((f) => all[f]).map((f) => [f, all[f]])) as Partial<Record<keyof V, string>>;
  };

  const onChange = (event: ChangeEvent<FormControl>) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (validateLive) {
      const result = parseWith(schema, next);
      setErrors(result.ok ? {} : toErrors(result.issues));
    }
  };

  /** Shows messages (the form's own or the server's) under their fields. */
  const showIssues = (issues: FieldIssue[]) => {
    const next = toErrors(issues);
    setErrors(next);
    setValidateLive(true);
    const first = fields.find((f) => next[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  /** The parsed values, or undefined after showing what is wrong. */
  const validate = (): InferOutput<S> | undefined => {
    const result = parseWith(schema, values);
    if (result.ok) return result.value;
    showIssues(result.issues);
    return undefined;
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
    setValidateLive(false);
  };

  return { values, setValues, errors, onChange, validate, showIssues, reset, formRef };
}
