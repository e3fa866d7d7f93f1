// The composition root (lib/process-state.mjs): one copy of each named piece of state per process, whichever
// bundled copy of a module asks for it.
import { describe, expect, it, vi } from "vitest";
import { processSlot, processState, processStateNames } from "@/lib/process-state.mjs";

describe("process state", () => {
  it("is made once, on first use, and shared by every copy of the module", async () => {
    let made = 0;
    const first = processState("test.counter", () => ({ made: ++made }));
    vi.resetModules();
    const other = await import("@/lib/process-state.mjs");
    expect(other.processState).not.toBe(processState);
    expect(other.processState("test.counter", () => ({ made: ++made }))).toBe(first);
    expect(made).toBe(1);
    expect(processStateNames()).toContain("test.counter");
  });

  it("a slot holds what a job starts until it is stopped, for every copy", async () => {
    const slot = processSlot<{ port: number }>("test.server");
    expect(slot.get()).toBeUndefined();
    const server = slot.set({ port: 1 });
    vi.resetModules();
    const other = await import("@/lib/process-state.mjs");
    expect(other.processSlot("test.server").get()).toBe(server);
    other.processSlot("test.server").set(undefined);
    expect(slot.get()).toBeUndefined();
    expect(processStateNames()).not.toContain("test.server");
  });

  it("nothing in lib/ or app/ but the composition root touches the global object", async () => {
    const { execFileSync } = await import("node:child_process");
    const hits = execFileSync("grep", ["-rln", "--include=*.ts", "--include=*.tsx", "--include=*.mjs", "globalThis", "lib", "app"], { encoding: "utf8" })
      .split("\n")
      .filter((f) => f && !f.startsWith("lib/generated/"));
    expect(hits).toEqual(["lib/process-state.mjs"]);
  });
});
