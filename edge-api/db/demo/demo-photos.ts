import type { Sql } from 'postgres';
import sharp from 'sharp';
import { hashedUuid } from '#domain/hashed-uuid.ts';
import { effectQueue } from '#api/outbox/effects.ts';
import { objectKeys } from '#api/memories/object-keys.ts';
import type { ObjectStore } from '#api/storage/object-store.ts';
import { lockSyncVersions } from '#api/sync/mutator.ts';
import { demoRandom, type DemoRandom } from './demo-random.ts';

// Issue 34's demo: a college album, a batch album and the past meetup's album, each with a few
// generated pictures (skies, hills and buildings drawn from a seeded random; no photographs). They
// go in as uploads do: originals in the store, rows 'processing', and the dispatcher makes the sizes.

const PALETTES = [
  ['#fde68a', '#f97316', '#7c2d12'], ['#bae6fd', '#0ea5e9', '#0c4a6e'], ['#ddd6fe', '#8b5cf6', '#3b0764'],
  ['#bbf7d0', '#22c55e', '#14532d'], ['#fecdd3', '#f43f5e', '#4c0519'], ['#e2e8f0', '#64748b', '#0f172a'],
];

/** A landscape picture: a sky, a sun, two rows of hills and a skyline, in one palette. */
function picture(random: DemoRandom, width: number, height: number): Buffer {
  const [sky, mid, deep] = random.pick(PALETTES) as [string, string, string];
  const sun = `<circle cx="${random.between(10, 90)}%" cy="${random.between(15, 40)}%" r="${random.between(4, 9)}%" fill="#fffbeb" opacity="0.9"/>`;
  const hills = [0.62, 0.74].map((level, i) => {
    const points = Array.from({ length: 7 }, (_, k) => `${(k / 6) * width},${height * (level + (random.between(-6, 6) / 100))}`);
    return `<polygon points="0,${height} ${points.join(' ')} ${width},${height}" fill="${i ? deep : mid}" opacity="${i ? 1 : 0.7}"/>`;
  });
  const towers = Array.from({ length: random.between(3, 8) }, () => {
    const w = random.between(4, 9) / 100 * width;
    const h = random.between(12, 30) / 100 * height;
    return `<rect x="${random.between(0, 92) / 100 * width}" y="${height * 0.8 - h}" width="${w}" height="${h}" fill="${deep}" opacity="0.85"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/>${sun}${hills[0]}${towers.join('')}${hills[1]}</svg>`;
  return Buffer.from(svg);
}

type DemoAlbum = { key: string; kind: 'batch' | 'college' | 'event'; title: string; description: string; batch?: string; eventKey?: string; captions: string[] };

const ALBUMS: DemoAlbum[] = [
  { key: 'campus', kind: 'college', title: 'Campus through the seasons', description: 'The quad, the library steps and the lake, from the alumni office.',
    captions: ['Monsoon over the quad', 'The library steps at dusk', 'Winter morning by the lake', 'The old canteen', 'Convocation day'] },
  { key: 'batch-2015', kind: 'batch', batch: '2015-2019', title: 'Final year, 2015-2019', description: 'Fest nights, project labs and the farewell.',
    captions: ['Fest night', 'Project lab, 2 a.m.', 'Farewell'] },
  { key: 'meetup', kind: 'event', eventKey: 'meetup-past', title: '', description: '', captions: ['By the sea', 'Catching up', 'Group photo'] },
];

/** Writes the demo albums and their pictures; the dispatcher makes the sizes when it runs. */
export async function insertDemoPhotos(sql: Sql, store: ObjectStore, now: Date, secret: string) {
  const random = demoRandom(34);
  const [admin] = await sql<{ id: string }[]>`select id from users where role = 'admin' order by created_at limit 1`;
  const members = await sql<{ id: string; batch: string }[]>`
    select u.id, cd.batch from users u join college_data cd on cd.id = u.roster_id where u.role = 'member' order by u.roll_number`;
  for (const album of ALBUMS) {
    const uploaders = album.kind === 'batch' ? members.filter((m) => m.batch === album.batch) : album.kind === 'college' ? admin ? [admin] : [] : members;
    if (!uploaders.length) continue;
    let albumId: string;
    if (album.kind === 'event') {
      const eventId = await hashedUuid(`demo-event:${album.eventKey}`);
      const [row] = await sql<{ id: string }[]>`select id from albums where event_id = ${eventId}`;
      if (!row) continue;
      albumId = row.id;
    } else {
      albumId = await hashedUuid(`demo-album:${album.key}`);
      await sql`insert into albums (id, kind, title, description, batch, created_by, created_at, updated_at)
        values (${albumId}, ${album.kind}, ${album.title}, ${album.description}, ${album.batch ?? null}, ${uploaders[0]!.id}, ${now}, ${now})
        on conflict (id) do nothing`;
    }
    for (const [i, caption] of album.captions.entries()) {
      const id = await hashedUuid(`demo-photo:${album.key}:${i}`);
      const [width, height] = random.between(0, 3) === 0 ? [1000, 1400] : [1600, 1000];
      const jpeg = await sharp(picture(random, width, height)).jpeg({ quality: 82 }).toBuffer();
      await store.put(objectKeys.original(id), new Uint8Array(jpeg), { size: jpeg.length, contentType: 'image/jpeg' });
      const at = new Date(now.getTime() - (album.captions.length - i) * 3_600_000);
      await sql.begin(async (tx) => {
        await lockSyncVersions(tx);
        const [made] = await tx`insert into photos (id, album_id, uploader_id, caption, media, content_type, file_name, bytes, status, width, height, created_at, updated_at)
          values (${id}, ${albumId}, ${random.pick(uploaders).id}, ${caption}, 'photo', 'image/jpeg', ${`demo-${i + 1}.jpg`}, ${jpeg.length}, 'processing', ${width}, ${height}, ${at}, ${at})
          on conflict (id) do nothing returning id`;
        if (made) await effectQueue(tx, { now, secret }).enqueue({ kind: 'derive-photo', photoId: id, about: `photo:${id}` });
      });
    }
  }
}
