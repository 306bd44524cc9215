import { describe, expect, it } from 'vitest';
import { countLabel, durationLabel, placeholderStyle } from './album-format.ts';
import { albumStats, isOpen, type StatRow } from './album-stats.ts';

const src = (id: string) => ({ small: `/s/${id}`, medium: `/m/${id}`, large: `/l/${id}` });
const row = (over: Partial<StatRow>): StatRow => ({
  albumId: 'a',
  status: 'ready',
  media: 'photo',
  src: src('1'),
  placeholder: 'data:image/webp;base64,AAAA',
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

describe('album stats', () => {
  it('counts ready photos and videos per album, and takes the newest sized photo as the cover', () => {
    const stats = albumStats([
      row({ src: src('old'), createdAt: '2026-01-01T00:00:00Z' }),
      row({ src: src('new'), createdAt: '2026-03-01T00:00:00Z' }),
      row({ media: 'video', src: null, createdAt: '2026-04-01T00:00:00Z' }),
      row({ status: 'processing', src: null, createdAt: '2026-05-01T00:00:00Z' }),
      row({ albumId: 'b', media: 'video', src: null, placeholder: null }),
    ]);
    expect(stats.get('a')).toEqual({ photos: 2, videos: 1, cover: { src: '/s/new', placeholder: 'data:image/webp;base64,AAAA' } });
    expect(stats.get('b')).toEqual({ photos: 0, videos: 1, cover: null });
    expect(stats.has('c')).toBe(false);
  });

  it('opens an event album once its event has ended', () => {
    expect(isOpen({ opensAt: null }, 0)).toBe(true);
    expect(isOpen({ opensAt: '2026-01-01T00:00:00Z' }, Date.parse('2025-12-31T00:00:00Z'))).toBe(false);
    expect(isOpen({ opensAt: '2026-01-01T00:00:00Z' }, Date.parse('2026-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('album labels', () => {
  it('says how many photos and videos', () => {
    expect(countLabel({ photos: 0, videos: 0 })).toBe('0 photos');
    expect(countLabel({ photos: 1, videos: 0 })).toBe('1 photo');
    expect(countLabel({ photos: 12, videos: 2 })).toBe('12 photos · 2 videos');
    expect(countLabel({ photos: 0, videos: 1 })).toBe('1 video');
  });

  it('gives a video length as minutes and seconds', () => {
    expect(durationLabel(42_000)).toBe('0:42');
    expect(durationLabel(65_400)).toBe('1:05');
    expect(durationLabel(null)).toBe('');
  });

  it('lets only a base64 image data: URL into a style', () => {
    expect(placeholderStyle('data:image/webp;base64,UklGRg==')).toEqual({ backgroundImage: 'url("data:image/webp;base64,UklGRg==")' });
    expect(placeholderStyle('data:image/webp;base64,x"); background: url(https://evil.example/')).toBeUndefined();
    expect(placeholderStyle('https://example.com/a.webp')).toBeUndefined();
    expect(placeholderStyle(null)).toBeUndefined();
  });
});
