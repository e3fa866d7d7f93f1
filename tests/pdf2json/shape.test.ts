// The shape promises: the key set of a document type never changes between calls, and each profile's
// schema from GET /v1/pdf2json/profiles?schema=1 validates every response of that profile.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as profiles } from "@/app/v1/pdf2json/profiles/route";
import { flatten } from "@/eval/pdf2json/score";
import { call, createTestOrg } from "../helpers";
import { CORPUS, fixtureFiles, hasCorpus, postJson, postPdf } from "./helpers";

let apiKey: string;
let schemas: Record<string, object>;

beforeAll(async () => {
  apiKey = (await createTestOrg({ credits: 1_000_000 })).apiKey;
  const body = await (await call(profiles, "/v1/pdf2json/profiles", { query: { schema: "1" } })).json();
  schemas = Object.fromEntries(body.data.profiles.map((p: { id: string; schema: object }) => [p.id, p.schema]));
});

function keyShape(v: unknown, prefix = ""): string[] {
  if (Array.isArray(v)) return [prefix + "[]"];
  if (v && typeof v === "object") return Object.entries(v).flatMap(([k, x]) => [prefix + k, ...keyShape(x, `${prefix}${k}.`)]);
  return [];
}

describe("response shape", () => {
  it("every profile's schema validates its responses, for every fixture and for the real invoices as generic_document", async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    (addFormats as unknown as (a: Ajv2020) => void)(ajv);
    const validators = Object.fromEntries(Object.entries(schemas).map(([id, s]) => [id, ajv.compile(s)]));
    const docs: Array<{ pdf: Buffer; type: string | null; expect?: string }> = (await fixtureFiles()).map((f) => ({ pdf: readFileSync(f.pdf), type: null, expect: f.profile }));
    // the same documents forced into every other profile must still validate
    for (const f of (await fixtureFiles()).slice(0, 4)) for (const id of Object.keys(schemas)) docs.push({ pdf: readFileSync(f.pdf), type: id });
    if (hasCorpus) {
      const dir = path.join(CORPUS, "invoices/invoice2data");
      for (const n of readdirSync(dir).filter((x) => x.endsWith(".pdf"))) docs.push({ pdf: readFileSync(path.join(dir, n)), type: null, expect: "generic_document" });
    }
    for (const d of docs) {
      const res = await postPdf(apiKey, d.pdf, d.type ? { "x-document-type": d.type } : {});
      expect(res.status).toBe(200);
      const body = await res.json();
      if (d.expect) expect(body.meta.document_type).toBe(d.expect);
      const validate = validators[body.meta.document_type];
      const ok = validate(body.data);
      expect(ok, JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    }
  });

  it("two calls on the same document give identical key sets; different documents of one type too", async () => {
    const files = (await fixtureFiles()).filter((f) => f.profile === "vehicle_sale_contract");
    const a = await (await postPdf(apiKey, readFileSync(files[0].pdf))).json();
    const b = await (await postJson(apiKey, { pdf: readFileSync(files[0].pdf).toString("base64") })).json();
    expect(keyShape(a.data)).toEqual(keyShape(b.data));
    expect(a.data).toEqual(b.data);
    for (const f of files.slice(1)) {
      const c = await (await postPdf(apiKey, readFileSync(f.pdf))).json();
      expect(keyShape(c.data)).toEqual(keyShape(a.data));
    }
    // a document with nearly nothing in common still has every key, null where absent
    const generic = await (await postPdf(apiKey, readFileSync(files[0].pdf), { "x-document-type": "nsw_form7_dealer_notice" })).json();
    const form7 = await (await postPdf(apiKey, readFileSync((await fixtureFiles()).find((f) => f.profile === "nsw_form7_dealer_notice")!.pdf))).json();
    expect(keyShape(generic.data)).toEqual(keyShape(form7.data));
    expect(Object.values(flatten(generic.data)).filter((v) => v === null).length).toBeGreaterThan(5);
  });
});
