// The premium engine: the layout text plus the target JSON Schema go to an OpenAI-compatible model with
// structured output (response_format json_schema). The answer is validated against the schema; unusable
// output is retried once, then answered 502 bad_output. A refusal (or a content filter stop) is 422
// content_refused. Without a configured endpoint premium answers 503 unavailable, naming the variables.
import OpenAI from "openai";
import { DomainError } from "@/lib/errors";
import { validatorFor } from "../schema-validate";

export type PremiumConfig = { baseURL: string; apiKey: string; model: string; timeoutMs: number };

export function premiumConfig(): PremiumConfig | null {
  const baseURL = process.env.OPENAI_BASE_URL?.trim();
  const apiKey = process.env.OPENAI_API_KEY?.trim();
  if (!baseURL && !apiKey) return null;
  return {
    baseURL: baseURL || "https://api.openai.com/v1",
    apiKey: apiKey || "unset",
    model: process.env.PDF2JSON_PREMIUM_MODEL?.trim() || "gpt-4o-mini",
    timeoutMs: Number(process.env.PDF2JSON_PREMIUM_TIMEOUT_MS) || 90_000,
  };
}

const clients = new Map<string, OpenAI>();

function client(c: PremiumConfig): OpenAI {
  const key = `${c.baseURL}\n${c.apiKey}`;
  let cl = clients.get(key);
  if (!cl) {
    cl = new OpenAI({ baseURL: c.baseURL, apiKey: c.apiKey, timeout: c.timeoutMs, maxRetries: 1 });
    clients.set(key, cl);
  }
  return cl;
}

const SYSTEM = [
  "You extract data from a PDF document into JSON that matches the given JSON Schema exactly.",
  "The document is given as layout text: one line per printed line, ' | ' between separate columns, a form feed between pages.",
  "Use only values printed in the document. Every key of the schema must be present; use null where the document has no value.",
  "Dates are ISO 8601 (YYYY-MM-DD); Australian documents print DD/MM/YYYY. Money is a JSON number without symbols or thousands separators.",
  "documentType, when asked for, is the document's title as printed.",
].join(" ");

export async function premiumExtract(input: { layoutText: string; schema: Record<string, unknown>; schemaName: string; hints?: Record<string, unknown> }): Promise<{ data: Record<string, unknown>; attempts: number; model: string }> {
  const config = premiumConfig();
  if (!config) {
    throw new DomainError("unavailable", "The premium engine is not configured on this deployment (set OPENAI_BASE_URL and OPENAI_API_KEY). Use engine \"standard\", or retry later.");
  }
  const validate = validatorFor(input.schema);
  const cl = client(config);
  let lastProblem = "";
  for (let attempt = 1; attempt <= 2; attempt++) {
    let completion;
    try {
      completion = await cl.chat.completions.create({
        model: config.model,
        temperature: 0,
        messages: [
          { role: "system", content: SYSTEM },
          {
            role: "user",
            content: `JSON Schema:\n${JSON.stringify(input.schema)}\n\n${input.hints ? `Values already read by a layout parser (may be incomplete):\n${JSON.stringify(input.hints)}\n\n` : ""}Document:\n${input.layoutText.slice(0, 120_000)}${attempt > 1 ? `\n\nYour previous answer was unusable (${lastProblem}). Answer with JSON that matches the schema.` : ""}`,
          },
        ],
        response_format: { type: "json_schema", json_schema: { name: input.schemaName.replace(/[^a-zA-Z0-9_-]/g, "_").slice(0, 64), schema: input.schema, strict: false } },
      });
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 400 && /content|safety|policy/i.test(String((error as Error).message))) throw refused();
      lastProblem = `model endpoint error${status ? ` ${status}` : ""}`;
      if (attempt === 2) throw badOutput(lastProblem);
      continue;
    }
    const choice = completion.choices?.[0];
    const message = choice?.message as { content?: string | null; refusal?: string | null } | undefined;
    if (message?.refusal || choice?.finish_reason === "content_filter") throw refused(message?.refusal ?? undefined);
    const content = message?.content ?? "";
    let parsed: unknown;
    try {
      parsed = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ""));
    } catch {
      lastProblem = "not JSON";
      continue;
    }
    if (validate(parsed)) return { data: parsed as Record<string, unknown>, attempts: attempt, model: config.model };
    lastProblem = `schema violations: ${(validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || "/"} ${e.message}`).join("; ")}`;
  }
  throw badOutput(lastProblem);
}

const refused = (reason?: string) =>
  new DomainError("content_refused", `The document could not be processed: it was refused by content safety${reason ? ` (${reason.slice(0, 200)})` : ""}. Nothing was charged.`);

const badOutput = (problem: string) =>
  new DomainError("bad_output", `Extraction returned unusable output (${problem.slice(0, 300)}). Safe to retry; nothing was charged.`);
