// Writes every artwork of the house style into content/media: `node bin/tsx.js generator/artwork/draw.ts`.
// The SVG files are committed; run this after changing anything under generator/artwork/ and look at the result.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { artworks } from './artworks.ts';
import { portraitFile, portraits } from './portraits.ts';
import { artwork } from './system.ts';

const media = join(import.meta.dirname, '..', '..', 'content', 'media');
for (const { name, description, draw } of artworks) await writeFile(join(media, 'leads', `${name}.svg`), artwork(description, draw()));
for (const portrait of portraits) await writeFile(join(media, 'authors', `${portrait.name}.svg`), portraitFile(portrait));
console.log(`${artworks.length} lead artworks and ${portraits.length} portraits written to ${media}`);
