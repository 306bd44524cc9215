import { useState } from 'react';
import { CreateAlbumSchema, MEMORY_TEXTS, type CreateAlbumInput } from '#domain/memories/album.ts';
import { parseWith } from '#domain/validation.ts';
import { TextAreaField, TextField } from '#pwa/components/form/text-field.tsx';
import { FormDialog } from '#pwa/components/ui/form-dialog.tsx';
import { useOnline } from '#pwa/hooks/use-online.ts';
import { useCheckedForm } from '#pwa/hooks/use-schema-form.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { ALBUM_OFFLINE, createAlbum } from '../api/create-album.ts';

type Values = { kind: string; batch: string; title: string; description: string };
const FIELDS = ['kind', 'batch', 'title', 'description'] as const;
const EMPTY: Values = { kind: 'college', batch: '', title: '', description: '' };

type Props = {
  isAdmin: boolean;
  /** A member's own batch: their album is for it. */
  batch: string | null;
  onClose: () => void;
};

/**
 * 'New album': a member makes one for their own batch; the alumni office makes a college album or
 * one for a batch it names. Online only; the album opens once made.
 */
export function NewAlbumDialog({ isAdmin, batch, onClose }: Props) {
  // Made once per dialog: sending the form again finds the album the first try made.
  const [id] = useState(() => crypto.randomUUID());
  const online = useOnline();
  const { values, errors, onChange, validate, showIssues } = useCheckedForm<CreateAlbumInput, Values>(
    (v) =>
      isAdmin && v.kind === 'batch' && !v.batch.trim()
        ? { ok: false, message: MEMORY_TEXTS.batchRequired, issues: [{ path: 'batch', message: MEMORY_TEXTS.batchRequired }] }
        : parseWith(CreateAlbumSchema, inputOf(v)),
    FIELDS,
    isAdmin ? EMPTY : { ...EMPTY, kind: 'batch' },
  );
  function inputOf(v: Values) {
    const kind = isAdmin ? v.kind : 'batch';
    return { id, kind, title: v.title, description: v.description, ...(isAdmin && kind === 'batch' ? { batch: v.batch.trim() } : {}) };
  }
  const { status, handleSubmit } = useSubmit(createAlbum, { onIssues: showIssues, next: (result) => `/memories/${result.albumId}` });
  const busy = status !== 'idle';

  return (
    <FormDialog title="New album" submit="Create album" busyText="Creating..." busy={busy} onClose={onClose} onSubmit={handleSubmit(validate)}>
      {isAdmin ? (
        <fieldset>
          <legend className="mb-2 block text-sm font-semibold text-slate-800 dark:text-slate-200">Album for</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(['college', 'batch'] as const).map((kind) => (
              <label key={kind} className="inline-flex items-center gap-2 text-slate-800 dark:text-slate-200">
                <input type="radio" name="kind" value={kind} checked={values.kind === kind} onChange={onChange} className="size-4 accent-indigo-600" />
                {kind === 'college' ? 'The college' : 'A batch'}
              </label>
            ))}
          </div>
          {errors.kind && <p className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">{errors.kind}</p>}
        </fieldset>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          An album for your batch{batch ? ` (${batch})` : ''}: everyone in it can add photos and videos.
        </p>
      )}
      {isAdmin && values.kind === 'batch' && (
        <TextField id="album-batch" name="batch" label="Batch" placeholder="2015-2019" inputMode="numeric" maxLength={9} value={values.batch} onChange={onChange} error={errors.batch} />
      )}
      <TextField id="album-title" name="title" label="Title" data-autofocus maxLength={120} aria-required="true" value={values.title} onChange={onChange} error={errors.title} />
      <TextAreaField id="album-description" name="description" label="Description (optional)" rows={3} maxLength={1000} value={values.description} onChange={onChange} error={errors.description} />
      {!online && (
        <p role="status" className="text-sm font-medium text-amber-800 dark:text-amber-300">
          {ALBUM_OFFLINE}
        </p>
      )}
    </FormDialog>
  );
}
