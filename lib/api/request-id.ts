import { randomBytes } from "node:crypto";

/** `req_` + time-ordered, unguessable id: sorts by time in logs, safe to show to users. */
export function newRequestId(now = Date.now()): string {
  return `req_${now.toString(36).padStart(9, "0")}${randomBytes(8).toString("hex")}`;
}
