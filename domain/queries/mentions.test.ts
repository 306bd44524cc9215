import { describe, expect, it } from 'vitest';
import { mentionAt, mentionsInText, splitMentions } from './mentions.ts';

const asha = { _id: 'a', fullName: 'Asha Rao', rollNumber: '2020001' };
const ash = { _id: 'b', fullName: 'Asha', rollNumber: '2020002' };

describe('mentions', () => {
  it('links each @Full Name of a mentioned member, the longest name first', () => {
    expect(splitMentions('Ask @Asha Rao or @Asha, not @Ravi.', [ash, asha])).toEqual(['Ask ', asha, ' or ', ash, ', not @Ravi.']);
    expect(splitMentions('@Asha Rao', [asha])).toEqual([asha]);
    expect(splitMentions('no one', undefined)).toEqual(['no one']);
  });

  it('keeps only the picked members still named in the text, once each', () => {
    expect(mentionsInText('Thanks @Asha Rao!', [asha, ash, asha])).toEqual([asha, ash]);
    expect(mentionsInText('Thanks Asha', [asha])).toEqual([]);
  });

  it('suggests after an @ that starts a word, up to the caret', () => {
    expect(mentionAt('Hi @As', 6)).toEqual({ start: 3, query: 'As' });
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAt('mail me at a@b', 14)).toBeNull();
    expect(mentionAt('@Asha\nnext', 10)).toBeNull();
  });
});
