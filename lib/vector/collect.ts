// The /collect intake. It never fails towards the caller: every request ends in 200 {ok:true}, and what
// could not be used (no or unknown site key, a disallowed origin, bad fields, a bot) is silently not stored.
// collectInput() is the one implementation; collect() adapts a Web Request (the Next route) and the
// fast-path listener (server.ts) calls collectInput() straight from node:http, without building a Request.
import { isbot } from "isbot";
import { readBodyBytes } from "@/lib/api/body";
import { MAX_BODY_BYTES } from "./config";
import { countBot, enqueue } from "./buffer";
import { rawRecords, validateEvent } from "./parse-event";
import { siteForKey } from "./site-cache";
import { walEnabled, walSync } from "./wal";
import { annotateRequest } from "@/lib/api/server-hooks";

export type CollectOutcome = { accepted: number; dropped: number; ignored: number; bots: number };

/** What the intake needs from a request, whatever server received it. */
export type CollectInput = {
  method: string;
  /** The body as text ("" when absent or over MAX_BODY_BYTES). */
  body: string;
  /** Media type, lower-cased, without parameters. */
  contentType: string;
  query: URLSearchParams;
  userAgent: string;
  origin: string | null;
};

export const mediaTypeOf = (header: string | null | undefined) => (header ?? "").split(";")[0].trim().toLowerCase();

/** Reads at most MAX_BODY_BYTES; a longer body is abandoned (empty string), never buffered whole. */
async function readCapped(req: Request): Promise<string> {
  try {
    return (await readBodyBytes(req, MAX_BODY_BYTES)).toString("utf8");
  } catch {
    return ""; // over the cap, or the client went away: /collect still answers 200
  }
}

export async function collect(req: Request): Promise<CollectOutcome> {
  annotateRequest({ product: "vector" });
  let input: CollectInput;
  try {
    input = {
      method: req.method,
      body: req.method === "POST" ? await readCapped(req) : "",
      contentType: mediaTypeOf(req.headers.get("content-type")),
      query: new URL(req.url).searchParams,
      userAgent: req.headers.get("user-agent") ?? "",
      origin: req.headers.get("origin"),
    };
  } catch (error) {
    console.error("vector: /collect could not read a request", error);
    return { accepted: 0, dropped: 0, ignored: 0, bots: 0 };
  }
  return collectInput(input);
}

// isbot() runs a large regular expression; a page's hits share a handful of user agents, so remember them.
const botCache = new Map<string, boolean>();
function isBotAgent(ua: string): boolean {
  let bot = botCache.get(ua);
  if (bot === undefined) {
    bot = ua !== "" && isbot(ua);
    if (botCache.size >= 5000) botCache.clear();
    botCache.set(ua, bot);
  }
  return bot;
}

export async function collectInput(input: CollectInput): Promise<CollectOutcome> {
  const outcome: CollectOutcome = { accepted: 0, dropped: 0, ignored: 0, bots: 0 };
  try {
    const records = rawRecords(input.method === "POST" ? input.body : "", input.contentType, input.query);
    if (!records.length) return outcome;
    const ua = input.userAgent;
    let bot: boolean | null = null; // isbot() is the costliest check: only for events that would be kept
    const origin = input.origin;
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
      bot ??= isBotAgent(ua);
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
