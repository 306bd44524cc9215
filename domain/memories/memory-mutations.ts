import * as v from 'valibot';
import { defineMutations } from '../sync/define-mutations.ts';
import { MEMORY_TEXTS } from './album.ts';

const photoId = v.pipe(v.string(MEMORY_TEXTS.photoNotFound), v.uuid(MEMORY_TEXTS.photoNotFound));

/** A tagged member's say over a photo they are in (issue 34): hide it from everyone, or untag themself. */
export const memoryMutations = defineMutations({
  setPhotoHidden: { args: v.object({ photoId, hidden: v.boolean('Say whether the photo is hidden') }) },
  removeMyPhotoTag: { args: v.object({ photoId }) },
});
