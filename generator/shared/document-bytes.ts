// A page's HTML document written as UTF-8 straight into a buffer, by the thread that writes it. What the pages of a
// locale share (the frame, the cookie banner, the header's and the footer's markup: about half of every page) is
// encoded once for all the pages holding the same objects, the pages of a locale in the thread that writes them, and
// copied; only a page's own text is encoded for it. The document is never made as one
// string: putting it together was a copy of every page, and Node 24 encodes a string holding any character beyond
// Latin-1 at about half Node 22's speed.
import type { TextSink } from '../../site/shared/page-body.ts';
import { writePageDocument, type PageDocument } from './page-document.ts';

/** Shared text's UTF-8, by the object that holds it and its slot there, with the text it was made of. */
const encodedShared = new WeakMap<object, Map<string | number, { text: string; bytes: Buffer }>>();

function sharedBytes(text: string, owner: object, slot: string | number): Buffer {
  let bySlot = encodedShared.get(owner);
  if (!bySlot) encodedShared.set(owner, (bySlot = new Map()));
  let encoded = bySlot.get(slot);
  // The same string each time (shared text is read from its owner): compared by reference, not character by character.
  if (encoded?.text !== text) bySlot.set(slot, (encoded = { text, bytes: Buffer.from(text) }));
  return encoded.bytes;
}

/**
 * The page's whole HTML document as UTF-8 (the bytes of page-document.ts `documentHtml`), written into `into` where it
 * fits, else into a buffer of its own: valid until `into` is written again.
 */
export function documentBytes(document: PageDocument, into: Buffer): Buffer {
  let buffer = into;
  let length = 0;
  const room = (needed: number) => {
    if (length + needed <= buffer.length) return;
    const larger = Buffer.allocUnsafe(Math.max(buffer.length * 2, length + needed));
    buffer.copy(larger, 0, 0, length);
    buffer = larger;
  };
  const sink: TextSink = {
    text(text) {
      // At most three bytes for each UTF-16 code unit.
      room(text.length * 3);
      length += buffer.write(text, length);
    },
    shared(text, owner, slot) {
      const bytes = sharedBytes(text, owner, slot);
      room(bytes.length);
      length += bytes.copy(buffer, length);
    },
  };
  writePageDocument(document, sink);
  return buffer.subarray(0, length);
}
