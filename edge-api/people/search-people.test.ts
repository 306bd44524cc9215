import { describe, expect, it } from 'vitest';
import { prefixRange } from './search-people.ts';

describe('prefixRange', () => {
  it('bounds exactly the texts that start with the prefix, byte-wise', () => {
    expect(prefixRange('mech')).toEqual(['mech', 'meci']);
    expect(prefixRange('2015')).toEqual(['2015', '2016']);
    expect(prefixRange('%')).toEqual(['%', '&']);
    // a character beyond the BMP is one code point, not two halves
    expect(prefixRange('a😀')).toEqual(['a😀', 'a😁']);
  });
});
