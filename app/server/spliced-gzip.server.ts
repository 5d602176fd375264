// A kept page compressed once, answered with a nonce of its own (docs/performance.md §10).
//
// A kept page is the same bytes for every shopper but for its nonce, which each answer gets anew.
// Compressing the whole page for every hit was most of what a hit cost beyond the floor; instead each
// fixed part between two nonces is compressed once, and an answer is one gzip member made of those
// parts' deflate segments with the nonce between them as a stored (uncompressed) block — the way
// pigz joins blocks compressed apart. Every segment but the last ends with a sync flush (byte-aligned,
// not final), and each part is compressed on its own, so no back-reference reaches across a nonce.
// The trailer's checksum is of the whole answer: native crc32 over ~50 KB per answer.
import { constants, crc32, deflateRawSync } from "node:zlib";

/** Each part's deflate segment: every one but the last left open (sync flush), the last one final. */
export function deflatedParts(parts: readonly Uint8Array[]): Uint8Array[] {
  return parts.map((part, index) => deflateRawSync(part, { finishFlush: index === parts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH }));
}

/** gzip's fixed header: deflate, no name or time, "unix" (RFC 1952 §2.3). */
const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3);

/**
 * One gzip member of `parts` with `token` between each two: `deflated` are the parts' segments from
 * `deflatedParts`, the token goes in as stored blocks of at most 65,535 bytes each.
 */
export function splicedGzip(parts: readonly Uint8Array[], deflated: readonly Uint8Array[], token: Uint8Array): Uint8Array<ArrayBuffer> {
  if (parts.length === 0 || parts.length !== deflated.length) throw new Error("splicedGzip: one deflated segment per part");
  const stored = storedBlock(token);
  const pieces: Uint8Array[] = [GZIP_HEADER];
  let checksum = 0;
  let size = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(stored);
      checksum = crc32(token, checksum);
      size += token.length;
    }
    pieces.push(deflated[index]!);
    checksum = crc32(part, checksum);
    size += part.length;
  });
  const trailer = new Uint8Array(8);
  const view = new DataView(trailer.buffer);
  view.setUint32(0, checksum >>> 0, true);
  view.setUint32(4, size >>> 0, true); // ISIZE is the length modulo 2^32
  pieces.push(trailer);
  return joined(pieces);
}

/** A non-final stored block (RFC 1951 §3.2.4): a header byte, LEN and its complement, the bytes. */
function storedBlock(bytes: Uint8Array): Uint8Array {
  if (bytes.length > 0xffff) throw new Error("splicedGzip: a token longer than one stored block");
  const block = new Uint8Array(5 + bytes.length);
  block[0] = 0; // BFINAL 0, BTYPE 00; byte-aligned because the segment before it ended with a sync flush
  block[1] = bytes.length & 0xff;
  block[2] = bytes.length >> 8;
  block[3] = ~bytes.length & 0xff;
  block[4] = (~bytes.length >> 8) & 0xff;
  block.set(bytes, 5);
  return block;
}

/** The pieces as one array. */
export function joined(pieces: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    whole.set(piece, offset);
    offset += piece.length;
  }
  return whole;
}
