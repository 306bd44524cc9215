import type { Profile } from '#domain/profile/profile.ts';
import type { SectionWrite } from '#domain/profile/section-writes.ts';
import type { MutationArgsInput } from '#domain/sync/mutations.ts';
import type { FieldIssue } from '#domain/validation.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { saveSection } from '../api/save-section.ts';

type Save = { [N in SectionWrite]: { name: N; args: MutationArgsInput<N> } }[SectionWrite];

/**
 * A section form's submit: 'Updated successfully!' and the dialog closes; a refusal toasts the
 * message and puts the field messages under their inputs (`onIssues`).
 */
export function useSectionSave(profile: Profile, { onDone, onIssues }: { onDone: () => void; onIssues?: (issues: FieldIssue[]) => void }) {
  const { status, handleSubmit } = useSubmit((save: Save) => saveSection(profile, save.name, save.args as never), {
    onSuccess: onDone,
    onIssues,
  });
  return { busy: status === 'busy', handleSubmit };
}

/** Field messages by path, under `prefix` ('achievements.0.title' with 'achievements.0.' → { title }). */
export function itemErrors(issues: FieldIssue[], prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { path, message } of issues) {
    if (!path.startsWith(prefix)) continue;
    const field = path.slice(prefix.length);
    if (field && !out[field]) out[field] = message;
  }
  return out;
}
