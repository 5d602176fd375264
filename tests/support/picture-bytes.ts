// Pictures as bytes for the tests that read a picture's size (the header's logo, ADR 0085).

/** The first bytes of a PNG: its signature and the IHDR chunk with the picture's width and height (all a size reader needs). */
export function pngHeader(width: number, height: number): Uint8Array {
  const head = new Uint8Array(33);
  head.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(head.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  head.set([8, 6, 0, 0, 0], 24);
  return head;
}
