// A kept page compressed once, answered with a nonce of its own (docs/performance.md §10, §20).
//
// A kept page is the same bytes for every shopper but for its nonce, which each answer gets anew.
// Compressing the whole page for every hit was most of what a hit cost beyond the floor; instead each
// fixed part between two nonces is compressed once, and an answer is one gzip member made of those
// parts' deflate segments with the nonce between them as a stored (uncompressed) block — the way
// pigz joins blocks compressed apart. Every segment but the last ends with a sync flush (byte-aligned,
// not final). Each part is compressed with what precedes it in the answer as its dictionary (the last
// 32 KB: deflate's window), the nonces in it stood for by 0xFF bytes: a byte UTF-8 never has, so no
// back-reference reaches into a nonce, and the parts still share their strings (a page cut at 21 nonces
// compressed each part alone was 23 % larger than the page compressed whole). The nonce's length is
// fixed when the parts are compressed (the distances count it). The trailer's checksum is of the whole
// answer, combined from the parts' own (zlib's crc32_combine), so an answer hashes only its nonce.
import { constants, crc32, deflateRawSync, gunzipSync } from "node:zlib";
import type { DeflatedParts } from "~/domain/page-cache";

/** deflate's window: the furthest a back-reference reaches (RFC 1951 §2). */
const WINDOW = 32_768;
/** What stands for a nonce in a part's dictionary: never a byte of UTF-8 text, so never matched. */
const NOT_TEXT = 0xff;

/**
 * Compresses each part (UTF-8 text) for answers whose nonce is `tokenLength` bytes: every segment but the
 * last left open (sync flush), the last one final, each with the answer before it as its dictionary.
 */
export function deflatedParts(parts: readonly Uint8Array[], tokenLength: number): DeflatedParts {
  if (parts.length === 0) throw new Error("deflatedParts: a page has at least one part");
  const before = answerWithoutTokens(parts, tokenLength);
  let offset = 0;
  const segments = parts.map((part, index) => {
    const dictionary = before.subarray(Math.max(0, offset - WINDOW), offset);
    offset += part.length + tokenLength;
    const finishFlush = index === parts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH;
    return deflateRawSync(part, dictionary.length > 0 ? { finishFlush, dictionary } : { finishFlush });
  });
  return {
    segments,
    checksums: parts.map((part) => crc32(part)),
    shifts: parts.map((part) => shiftPast(part.length)),
    lengths: parts.map((part) => part.length),
    tokenLength,
  };
}

/** The parts with `tokenLength` NOT_TEXT bytes between each two: an answer as the compressor may see it. */
function answerWithoutTokens(parts: readonly Uint8Array[], tokenLength: number): Uint8Array {
  const filler = new Uint8Array(tokenLength).fill(NOT_TEXT);
  return joined(parts.flatMap((part, index) => (index === 0 ? [part] : [filler, part])));
}

/** gzip's fixed header: deflate, no name or time, "unix" (RFC 1952 §2.3). */
const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3);

/** One gzip member of the parts with `token` between each two, as stored blocks (at most 65,535 bytes). */
export function splicedGzip(page: DeflatedParts, token: Uint8Array): Uint8Array<ArrayBuffer> {
  if (page.segments.length > 1 && token.length !== page.tokenLength) {
    throw new Error(`splicedGzip: the parts were compressed for a ${page.tokenLength}-byte token, not ${token.length}`);
  }
  const stored = storedBlock(token);
  const tokenChecksum = crc32(token);
  const tokenShift = shiftPast(token.length);
  const pieces: Uint8Array[] = [GZIP_HEADER];
  let checksum = 0;
  page.segments.forEach((segment, index) => {
    if (index > 0) {
      pieces.push(stored);
      checksum = combined(checksum, tokenChecksum, tokenShift);
    }
    pieces.push(segment);
    checksum = index === 0 ? page.checksums[0]! : combined(checksum, page.checksums[index]!, page.shifts[index]!);
  });
  const trailer = new Uint8Array(8);
  const view = new DataView(trailer.buffer);
  view.setUint32(0, checksum >>> 0, true);
  const length = page.lengths.reduce((sum, part) => sum + part, 0);
  view.setUint32(4, (length + token.length * (page.segments.length - 1)) >>> 0, true); // ISIZE: modulo 2^32
  pieces.push(trailer);
  return joined(pieces);
}

/**
 * The parts as the Cache API keeps them for the other isolates: the segments one after the other, and an
 * index of each segment's length, its part's length and checksum (`12.40.3735928559,…`). Read back by
 * `unpackedParts`, no part is compressed again.
 */
export function packedParts(page: DeflatedParts): { bytes: Uint8Array<ArrayBuffer>; index: string } {
  const index = page.segments.map((segment, i) => `${segment.length}.${page.lengths[i]}.${page.checksums[i]}`).join(",");
  return { bytes: joined(page.segments), index };
}

/** `packedParts`' bytes and index as parts for `tokenLength`-byte nonces, or null when they do not agree. */
export function unpackedParts(bytes: Uint8Array, index: string | null, tokenLength: number): DeflatedParts | null {
  const entries = (index ?? "").split(",").map((entry) => entry.split(".").map(Number));
  if (entries.length === 0 || entries.some((e) => e.length !== 3 || e.some((n) => !Number.isSafeInteger(n) || n < 0))) return null;
  if (entries.reduce((sum, [segment]) => sum + segment!, 0) !== bytes.length) return null;
  let offset = 0;
  const segments = entries.map(([segment]) => {
    const start = offset;
    offset += segment!;
    return bytes.subarray(start, offset);
  });
  const lengths = entries.map(([, part]) => part!);
  return {
    segments,
    checksums: entries.map(([, , checksum]) => checksum!),
    shifts: lengths.map(shiftPast),
    lengths,
    tokenLength,
  };
}

/** The page as plain bytes with `token` wherever `keptToken` stood (for a client that takes no gzip). */
export function plainAnswer(page: DeflatedParts, keptToken: string, token: string): Uint8Array<ArrayBuffer> {
  const text = new TextDecoder().decode(gunzipSync(splicedGzip(page, new TextEncoder().encode(keptToken))));
  return new TextEncoder().encode(text.replaceAll(keptToken, token));
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

// CRC-32 arithmetic, as zlib's crc32.c (multmodp, x2nmodp, crc32_combine_op): the checksum of A then B
// is A's multiplied by x^(8·|B|) modulo the polynomial, plus B's.
const POLYNOMIAL = 0xedb88320; // reflected

/** a·b modulo the CRC polynomial (bit-reflected). */
function multipliedModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  let factor = b;
  for (;;) {
    if (a & m) {
      product ^= factor;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    factor = factor & 1 ? (factor >>> 1) ^ POLYNOMIAL : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31. */
const POWERS = (() => {
  const table: number[] = [];
  let power = 1 << 30; // x^1
  table.push(power);
  for (let k = 1; k < 32; k++) {
    power = multipliedModP(power, power);
    table.push(power);
  }
  return table;
})();

/** x^(8·bytes) modulo the polynomial: the operator that moves a checksum past `bytes` bytes. */
function shiftPast(bytes: number): number {
  let power = 0x80000000; // x^0
  let k = 3;
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) power = multipliedModP(POWERS[k & 31]!, power);
  }
  return power;
}

/** The checksum of A then B from A's, B's and B's shift. */
function combined(checksumA: number, checksumB: number, shiftB: number): number {
  return (multipliedModP(shiftB, checksumA) ^ checksumB) >>> 0;
}
