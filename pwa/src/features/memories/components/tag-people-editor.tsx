import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Label } from '@headlessui/react';
import { useState, type FormEvent } from 'react';
import { MAX_TAGS } from '#domain/memories/photo.ts';
import { Avatar } from '#pwa/components/ui/avatar.tsx';
import { usePeopleSuggestions } from '#pwa/hooks/use-people-suggestions.ts';
import type { SuggestedPerson } from '#pwa/lib/people-suggestions.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import type { LocalPhoto } from '../api/local-albums.ts';
import { setPhotoTags } from '../api/photo-owner-actions.ts';
import { keepOnDevice, VIEWER_FIELD, VIEWER_PILL, VIEWER_SAVE } from './viewer-controls.ts';
import { CloseIcon } from '#pwa/components/icons/common-icons.tsx';


type Picked = { _id: string; fullName: string };

/**
 * The uploader's 'Tag people' in the viewer: names picked from the people search (the device's
 * batch-mates offline), saved offline too. A tag whose member hid the photo is not theirs to take off.
 */
export function TagPeopleEditor({ photo }: { photo: LocalPhoto }) {
  const me = useSessionStore((s) => s.user?._id ?? '');
  const [picked, setPicked] = useState<Picked[] | null>(null);
  if (photo.uploaderId !== me) return null;
  if (picked === null) {
    const start = () => setPicked(photo.tags.filter((t) => !t.hides).map((t) => ({ _id: t.userId, fullName: t.fullName })));
    return (
      <button type="button" className={`${VIEWER_PILL} mt-3 mr-2`} onClick={start}>
        {photo.tags.length ? 'Edit tags' : 'Tag people'}
      </button>
    );
  }
  const save = (e: FormEvent) => {
    e.preventDefault();
    keepOnDevice(setPhotoTags(me, photo, picked), () => setPicked(null));
  };
  return (
    <form onSubmit={save} className="mt-3 space-y-2">
      {picked.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Tagged in this photo">
          {picked.map((p) => (
            <li key={p._id} className="inline-flex items-center gap-1 rounded-full bg-white/15 py-1 pr-1 pl-3">
              {p.fullName}
              <button type="button" aria-label={`Untag ${p.fullName}`} className="rounded-full p-1 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white" onClick={() => setPicked(picked.filter((x) => x._id !== p._id))}>
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {picked.length < MAX_TAGS && <PersonSearch exclude={[me, ...photo.tags.filter((t) => t.hides).map((t) => t.userId), ...picked.map((p) => p._id)]} onPick={(p) => setPicked([...picked, p])} />}
      <div className="flex gap-2">
        <button type="submit" className={VIEWER_SAVE}>
          Save tags
        </button>
        <button type="button" className={VIEWER_PILL} onClick={() => setPicked(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** A search box whose suggestions are members to tag: arrows move, Enter picks, the box clears. */
function PersonSearch({ exclude, onPick }: { exclude: string[]; onPick: (person: SuggestedPerson) => void }) {
  const [query, setQuery] = useState('');
  const people = usePeopleSuggestions(query).filter((p) => !exclude.includes(p._id));
  return (
    <Combobox<SuggestedPerson | null>
      value={null}
      onChange={(person) => {
        if (!person) return;
        onPick(person);
        setQuery('');
      }}
    >
      <Label className="block text-sm font-semibold">Who is in this photo?</Label>
      <ComboboxInput
        autoComplete="off"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Type a name"
        className={`mt-1 ${VIEWER_FIELD}`}
      />
      <ComboboxOptions className="mt-1 max-h-48 overflow-y-auto rounded-xl bg-slate-900 ring-1 ring-white/20 empty:hidden">
        {people.map((p) => (
          <ComboboxOption key={p._id} value={p} className="flex cursor-pointer items-center gap-3 px-3 py-2 data-focus:bg-white/15">
            <Avatar name={p.fullName} />
            <span className="min-w-0">
              <span className="block truncate font-semibold">{p.fullName}</span>
              <span className="block truncate text-xs text-white/70">{p.detail}</span>
            </span>
          </ComboboxOption>
        ))}
      </ComboboxOptions>
    </Combobox>
  );
}
