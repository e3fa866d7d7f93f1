// A line diff for comparing template versions in the editor: jsdiff's Myers diff (the `diff` package, the
// standard one), shaped as the lines the editor shows.
import { diffLines } from "diff";

export type DiffLine = { kind: "same" | "added" | "removed"; text: string };

/** A comparison that would keep the browser busy longer than this is shown as a whole replacement. */
const TIMEOUT_MS = 250;

export function lineDiff(before: string, after: string): DiffLine[] {
  // (a final newline is a line ending, not a line: "a\n" against "a" is no change worth showing)
  const changes = diffLines(ensureFinalNewline(before), ensureFinalNewline(after), { timeout: TIMEOUT_MS });
  if (!changes) return [...lines(before).map((text) => ({ kind: "removed" as const, text })), ...lines(after).map((text) => ({ kind: "added" as const, text }))];
  return changes.flatMap((c) => lines(c.value.replace(/\n$/, "")).map((text) => ({ kind: c.added ? ("added" as const) : c.removed ? ("removed" as const) : ("same" as const), text })));
}

const lines = (text: string) => text.split("\n");
const ensureFinalNewline = (text: string) => (text.endsWith("\n") ? text : `${text}\n`);
