// The archive's idea of "now". Token expiry, signed-URL expiry and retry schedules read it, so tests can
// move time forward instead of sleeping.
let current: () => Date = () => new Date();

export function now(): Date {
  return current();
}

/** Tests only: install a clock (omit to go back to the real one). */
export function setClock(clock?: () => Date): void {
  current = clock ?? (() => new Date());
}
