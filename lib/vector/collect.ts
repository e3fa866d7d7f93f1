// The /collect intake. It never fails towards the caller: every request ends in 200 {ok:true}, and what
// could not be used (no or unknown site key, a disallowed origin, bad fields, a bot) is silently not stored.
import { isbot } from "isbot";
import { MAX_BODY_BYTES } from "./config";
import { countBot, enqueue } from "./buffer";
import { rawRecords, validateEvent } from "./parse-event";
import { siteForKey } from "./site-cache";
import { walEnabled, walSync } from "./wal";

export type CollectOutcome = { accepted: number; dropped: number; ignored: number; bots: number };

/** Reads at most MAX_BODY_BYTES; a longer body is abandoned (empty string), never buffered whole. */
async function readCapped(req: Request): Promise<string> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return "";
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      return "";
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total).toString("utf8");
}

export async function collect(req: Request): Promise<CollectOutcome> {
  const outcome: CollectOutcome = { accepted: 0, dropped: 0, ignored: 0, bots: 0 };
  try {
    const body = req.method === "POST" ? await readCapped(req) : "";
    const contentType = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
    const records = rawRecords(body, contentType, new URL(req.url).searchParams);
    if (!records.length) return outcome;
    const ua = req.headers.get("user-agent") ?? "";
    const bot = ua !== "" && isbot(ua);
    const origin = req.headers.get("origin");
    const now = new Date();
    for (const raw of records) {
      const event = validateEvent(raw, now);
      if (!event) {
        outcome.ignored++;
        continue;
      }
      const site = await siteForKey(event.k);
      // Browsers send Origin on cross-site beacons; server-side senders send none and are allowed.
      if (!site || (origin && site.allowedOrigins.length && !site.allowedOrigins.includes(origin))) {
        outcome.ignored++;
        continue;
      }
      if (bot) {
        countBot(site.id, now);
        outcome.bots++;
        continue;
      }
      if (enqueue({ ...event, siteId: site.id, organisationId: site.organisationId, receivedAt: now })) outcome.accepted++;
      else outcome.dropped++;
    }
    // Acknowledge only once the accepted events are on disk (they are also in the buffer either way).
    if (outcome.accepted && walEnabled()) await walSync();
  } catch (error) {
    // The answer stays 200 {ok:true}; the problem is logged for us, not reported to the page.
    console.error("vector: /collect could not take a request", error);
  }
  return outcome;
}
