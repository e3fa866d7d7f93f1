// @ts-check
// A merge worker thread (merge-pool.ts starts them): merges each task with the budgeted engine, or checks a
// template's syntax, and answers the HTML or the failure as plain data. Its memory is capped by the pool
// (resourceLimits) and the pool terminates it if a task outlives the time limit, so nothing a template does
// reaches the server's heap or its event loop.
import { parentPort } from "node:worker_threads";
import { checkTemplateSyntax, describeFailure, mergeParts } from "./merge-engine.mjs";

/** @typedef {import("./merge-engine.mjs").MergePart} MergePart */
/** @typedef {import("./merge-engine.mjs").MergeLimits} MergeLimits */
/** @typedef {{ type: "merge"; id: number; parts: MergePart[]; data: unknown; limits: MergeLimits } | { type: "check"; id: number; source: string }} Task */

const port = parentPort;
if (!port) throw new Error("merge-worker.mjs runs as a worker thread (see merge-pool.ts)");

port.on("message", (/** @type {Task} */ task) => {
  if (!task || (task.type !== "merge" && task.type !== "check")) return;
  try {
    if (task.type === "check") {
      checkTemplateSyntax(task.source);
      port.postMessage({ type: "result", id: task.id, ok: true, html: [] });
    } else {
      port.postMessage({ type: "result", id: task.id, ok: true, html: mergeParts(task.parts, task.data, task.limits) });
    }
  } catch (error) {
    port.postMessage({ type: "result", id: task.id, ok: false, failure: describeFailure(error) });
  }
});

port.postMessage({ type: "ready" });
