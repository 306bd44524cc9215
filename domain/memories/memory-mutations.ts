import * as v from 'valibot';
import { defineMutations } from '../sync/define-mutations.ts';
import { MEMORY_TEXTS } from './album.ts';
import { CaptionSchema } from './photo.ts';

const photoId = v.pipe(v.string(MEMORY_TEXTS.photoNotFound), v.uuid(MEMORY_TEXTS.photoNotFound));

/**
 * Memory Lane's synced writes (issue 34): a tagged member's say over a photo they are in (hide it
 * from the others, or untag themself), and its uploader's caption.
 */
export const memoryMutations = defineMutations({
  editPhotoCaption: { args: v.object({ photoId, caption: CaptionSchema }) },
  setPhotoHidden: { args: v.object({ photoId, hidden: v.boolean('Say whether the photo is hidden') }) },
  removeMyPhotoTag: { args: v.object({ photoId }) },
});
