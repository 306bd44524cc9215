import * as v from 'valibot';
import { defineMutations } from '../sync/define-mutations.ts';
import { MEMORY_TEXTS } from './album.ts';
import { CaptionSchema, MAX_TAGS, PHOTO_TEXTS } from './photo.ts';

const photoId = v.pipe(v.string(MEMORY_TEXTS.photoNotFound), v.uuid(MEMORY_TEXTS.photoNotFound));
const memberIds = v.pipe(
  v.array(v.pipe(v.string('A tagged member must be given by id'), v.uuid('A tagged member must be given by id')), 'Say whom the photo shows, as a list of member ids'),
  v.maxLength(MAX_TAGS, PHOTO_TEXTS.tooManyTags),
);

/**
 * Memory Lane's synced writes (issue 34): a tagged member's say over a photo they are in (hide it
 * from the others, or untag themself), and its uploader's caption and tags.
 */
export const memoryMutations = defineMutations({
  editPhotoCaption: { args: v.object({ photoId, caption: CaptionSchema }) },
  setPhotoHidden: { args: v.object({ photoId, hidden: v.boolean('Say whether the photo is hidden') }) },
  removeMyPhotoTag: { args: v.object({ photoId }) },
  /** The whole list of members the photo shows, as its uploader sets it. */
  setPhotoTags: { args: v.object({ photoId, userIds: memberIds }) },
  /** Its uploader (or the alumni office) deletes a photo: gone from every device, files too. */
  deletePhoto: { args: v.object({ photoId }) },
});
