// The parties a contract names in its opening sentence rather than in labelled fields: "THIS AGREEMENT is
// made on 3 March 2025 BETWEEN Smith Motors Pty Ltd (ABN 12 345 678 901, Dealer Licence MD12345) of 12 Main
// St, Town NSW 2000 (the "Dealer") AND Jane Citizen of 4 Road, Suburb NSW 2100 (the "Purchaser")", or "The
// Seller: Smith Motors Pty Ltd of 12 Main St …". Deeds and lawyers' contracts print them this way; the
// sentence defines who each party is, so what it says goes before a label's reading elsewhere on the page.
import { findValue, parseValue } from "../values";
import { unionBox, type Segment } from "../layout/layout";
import type { DocIndex, Found } from "./matcher";

/** The roles a recital defines, by the profile group that holds each party. */
const ROLES: Record<string, "dealer" | "customer"> = { dealer: "dealer", seller: "dealer", vendor: "dealer", purchaser: "customer", buyer: "customer", customer: "customer" };

/** A party's definition after its name and address: (the "Dealer"), ("Buyer", "you"), (hereinafter called the "Seller"). */
const ROLE_DEFINED = /\(\s*(?:hereinafter\s+(?:called\s+|referred\s+to\s+as\s+)?)?(?:the\s+)?["“”'‘’]?(dealer|seller|vendor|purchaser|buyer|customer)["“”'‘’]?(?:\s*,[^()]*)?\)/gi;

/** The same, asked of one run (no global state between runs). */
const DEFINES_ROLE = new RegExp(ROLE_DEFINED.source, "i");

/** A paragraph that opens with its party's role as a label: "The Seller: …". */
const ROLE_OPENS = /^(?:the\s+)?(dealer|seller|vendor|purchaser|buyer|customer)\s*:\s*/i;

/** Where a party's name ends: its bracketed particulars, a comma, its address, ABN or licence. */
const NAME_ENDS = /\s*\(|\s*,|\s+(?:of|at|having|residing|trading|whose|care\s+of)\s|\s+(?:A\.?\s?B\.?\s?N|A\.?\s?C\.?\s?N|LMCT)\b|\s+(?:(?:MD|motor|dealer['’]?s?|licensed)\s+)*licen[cs]e\b/i;

/** Where a party's address starts. */
const ADDRESS_STARTS = /\b(?:having\s+its\s+(?:registered\s+office|principal\s+place\s+of\s+business|place\s+of\s+business)\s+at|of\s+premises\s+at|residing\s+at|of|at)\s+(?=[\p{Lu}\d])/iu;

/** The sentence's date: "made on 3 March 2025", "dated the 17th day of March 2024". */
const DATED = /\b(?:made|entered\s+into|dated)\s+(?:on\s+|as\s+at\s+)?(?:this\s+)?/i;

type Party = { name: string; address: string | null; abn: string | null; licence: string | null };
type Recital = { parties: Map<"dealer" | "customer", Party>; date: string | null; segments: Segment[] };

const READ = new WeakMap<DocIndex, Recital | null>();

/** A field the recital states: a party's name, address, ABN or dealer licence, or the contract's date. */
export function findInRecital(index: DocIndex, group: string, key: string): Found | null {
  if (!READ.has(index)) READ.set(index, readRecital(index));
  const recital = READ.get(index);
  if (!recital) return null;
  const party = group === "dealer" || group === "customer" ? recital.parties.get(group) : undefined;
  const value =
    group === "contract" && key === "date"
      ? recital.date
      : !party
        ? null
        : key === "name"
          ? party.name
          : key === "address"
            ? party.address
            : key === "abn" && group === "dealer"
              ? party.abn
              : key === "dealerLicenceNumber"
                ? party.licence
                : null;
  if (value === null) return null;
  return { value, confidence: 0.8, page: recital.segments[0].page, box: unionBox(recital.segments), label: null, segments: [] };
}

function readRecital(index: DocIndex): Recital | null {
  const parties = new Map<"dealer" | "customer", Party>();
  let date: string | null = null;
  const segments: Segment[] = [];
  const seen = new Set<Segment>();
  for (const seg of index.segments) {
    if (seen.has(seg) || index.headingSegs.has(seg)) continue;
    const opens = ROLE_OPENS.exec(seg.text.trim());
    if (!opens && !DEFINES_ROLE.test(seg.text) && !/\bbetween\b/i.test(seg.text) && !(parties.size && !date && DATED.test(seg.text))) continue;
    const para = paragraphAround(index, seg);
    para.forEach((s) => seen.add(s));
    const text = para.map((s) => s.text.trim()).join(" ").replace(/\s+/g, " ");
    const found = opens ? roleOpening(text) : definedRoles(text);
    if (!found.length) {
      // "This agreement is dated 3 March 2025." on its own line after "The Seller: … / The Buyer: …"
      if (parties.size && !date) date = datedIn(text, index);
      continue;
    }
    for (const [role, party] of found) if (!parties.has(role)) parties.set(role, party);
    date ??= datedIn(text.slice(0, Math.max(0, text.search(/\bbetween\b/i))) || text, index);
    segments.push(...para);
  }
  return parties.size ? { parties, date, segments } : null;
}

/** The parties a paragraph defines by their roles in brackets, each named after "between" or "and". */
function definedRoles(text: string): Array<["dealer" | "customer", Party]> {
  const out: Array<["dealer" | "customer", Party]> = [];
  const between = /\bbetween\b\s*:?\s*/i.exec(text);
  if (!between) return out;
  let from = between.index + between[0].length;
  for (const m of text.matchAll(ROLE_DEFINED)) {
    if (m.index! < from) continue;
    const chunk = text.slice(from, m.index).replace(/^\s*[,;]?\s*(?:and|&)\s+/i, "");
    const party = partyOf(chunk);
    if (party) out.push([ROLES[m[1].toLowerCase()], party]);
    from = m.index! + m[0].length;
  }
  return out;
}

/** "The Seller: Smith Motors Pty Ltd of 12 Main St, Town NSW 2000 (ABN …), the holder of licence MD12345." */
function roleOpening(text: string): Array<["dealer" | "customer", Party]> {
  const m = ROLE_OPENS.exec(text);
  const rest = m ? text.slice(m[0].length).replace(/\.\s*$/, "") : "";
  // a sentence, no row of labels ("PURCHASER: MIA PATEL PHONE: …"): one label, the party and its address in words
  if (!m || rest.includes(":") || !ADDRESS_STARTS.test(rest)) return [];
  const party = partyOf(rest);
  return party?.address ? [[ROLES[m[1].toLowerCase()], party]] : [];
}

/** A party's name, address and identifiers from the words that name it. */
function partyOf(chunk: string): Party | null {
  const cut = NAME_ENDS.exec(chunk);
  const name = (cut ? chunk.slice(0, cut.index) : chunk).trim().replace(/^["“'‘]|["”'’]$/g, "");
  // a name is capitalised words, no role word ("the Dealer and the Purchaser" names no one)
  if (!/^[\p{Lu}\d]/u.test(name) || name.split(/\s+/).length > 8 || /^(?:the\s+)?(?:dealer|seller|vendor|purchaser|buyer|customer)$/i.test(name)) return null;
  const bare = chunk.replace(/\([^()]*\)/g, " ").replace(/\s+/g, " ");
  const at = ADDRESS_STARTS.exec(bare.slice(name.length));
  const rest = at ? bare.slice(name.length + at.index + at[0].length) : "";
  // the address runs to the next clause of particulars: ", the holder of …", ", ABN …"
  const street = rest.split(/,\s*(?=the\s|A\.?\s?B\.?\s?N\b|licen[cs]ed?\b|holding\b|dealer\b)/i)[0].replace(/[\s,;.]+$/, "");
  const address = /\d/.test(street) ? (parseValue("text", street)?.value as string | undefined) ?? null : null;
  const abn = findValue("abn", chunk)?.value as string | undefined;
  const licenceAt = /licen[cs]e\b|\blic\.|\bLMCT\b/i.exec(chunk);
  const licence = licenceAt ? (findValue("licence", chunk.slice(licenceAt.index))?.value as string | undefined) : undefined;
  return { name, address, abn: abn ?? null, licence: licence ?? null };
}

/** The date a sentence is made or dated on (a deed's "the 17th day of March 2024" read as "17 March 2024"). */
function datedIn(text: string, index: DocIndex): string | null {
  const m = DATED.exec(text);
  if (!m) return null;
  const rest = text.slice(m.index + m[0].length).replace(/^the\s+/i, "").replace(/\b(\d{1,2})(?:st|nd|rd|th)\s+day\s+of\s+/i, "$1 ");
  return (findValue("date", rest.slice(0, 40), index.ctx)?.value as string | undefined) ?? null;
}

/** The paragraph a run belongs to: the runs at its left edge on the lines just above and below it. */
function paragraphAround(index: DocIndex, seg: Segment): Segment[] {
  const lines = index.layout.lines;
  // (the paragraph's edge is where its first line starts, a word cut off the run before a label included:
  // "The | Dealer: Inner West Kia Pty Ltd of …" over "dealer licence 380131.")
  let edge = seg;
  for (const x of [...index.lineSegments(seg.line)].reverse()) if (x.x1 <= edge.x0 && edge.x0 - x.x1 <= seg.h * 1.5) edge = x;
  const at = (li: number, near: Segment) => {
    const line = lines[li];
    if (!line || line.page !== near.page || Math.abs(line.y - near.y) > near.h * 1.8) return undefined;
    const s = line.segments.find((x) => Math.abs(x.x0 - edge.x0) <= Math.max(3, seg.h));
    const from = s ? line.segments.filter((x) => x.x0 >= s.x0 - 1).map((x) => x.text.trim()).join(" ") : "";
    return s && !index.headingSegs.has(s) && !ROLE_OPENS.test(from) ? s : undefined;
  };
  const starts = [seg];
  for (let s = at(seg.line - 1, seg); s && !ROLE_OPENS.test(seg.text.trim()); s = at(s.line - 1, s)) starts.unshift(s);
  // (…down to the end of its sentence: a line ending with a full stop ends a party's particulars)
  const ends = (s: Segment) => /\.\s*$/.test(index.lineSegments(s.line).at(-1)?.text ?? "");
  for (let s = ends(seg) ? undefined : at(seg.line + 1, seg); s; s = ends(s) ? undefined : at(s.line + 1, s)) starts.push(s);
  // each line whole from the paragraph's edge on: a label inside the sentence is a run of its own ("MD Licence")
  return starts.flatMap((s) => index.lineSegments(s.line).filter((x) => x.x0 >= s.x0 - 1));
}
