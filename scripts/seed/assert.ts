/** The generator's own checks of its data: a broken rule stops it before anything is written. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`generate-seed: ${message}`);
}
