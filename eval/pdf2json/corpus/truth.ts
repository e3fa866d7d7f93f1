// The ground truth of one generated document. A fact becomes part of the truth only when a layout prints
// it (Fact.mark, called by the HTML helpers), so the truth holds exactly what the page shows: a value not
// printed stays null. The empty shape comes from the profile declaration, and every path set is checked
// against it, so a renamed profile key fails loudly here rather than silently scoring nothing.
import { getProfile, profileSchema } from "@/lib/pdf2json/profiles";
import { AU_DATE_FORMATS, AU_MONEY_FORMATS, ODOMETER_FORMATS, type DateFormat, type MoneyFormat } from "./formats";
import { pick, type Rng } from "./rng";

/** Every key of the profile, null for leaves, [] for tables (documentType and pages included). */
export function emptyTruth(profileId: string): Record<string, unknown> {
  const profile = getProfile(profileId);
  if (!profile) throw new Error(`unknown profile ${profileId}`);
  const props = (profileSchema(profile).properties ?? {}) as Record<string, { type?: unknown; properties?: Record<string, unknown> }>;
  const out: Record<string, unknown> = {};
  for (const [k, s] of Object.entries(props)) {
    const types = Array.isArray(s.type) ? s.type : [s.type];
    if (types.includes("array")) out[k] = [];
    else if (types.includes("object") && s.properties) out[k] = Object.fromEntries(Object.keys(s.properties).map((x) => [x, null]));
    else out[k] = null;
  }
  out.pages = 0;
  return out;
}

/**
 * Profile keys that name one printed fact twice (the trade-in allowance is both the trade-in's price and a
 * line of the settlement): printing either prints both, so the truth holds the value in both places.
 */
const SAME_FACT: Record<string, Array<[string, string]>> = {
  vehicle_sale_contract: [["pricing.tradeInAllowance", "tradeIn.allowance"], ["pricing.depositPaid", "deposit.amount"], ["contract.saleType", "vehicle.condition"]],
  vehicle_tax_invoice: [["pricing.tradeInAllowance", "tradeIn.allowance"]],
};

export type FontClass = "sans" | "serif" | "mono";

export type Style = {
  font: FontClass;
  /** CSS font stack for the HTML producers. */
  fontStack: string;
  /** Body size in points. */
  size: number;
  colon: boolean;
  /** Dealer-system print-outs: everything upper case. */
  upper: boolean;
  labelBold: boolean;
  accent: string;
  date: DateFormat;
  money: MoneyFormat;
  odo: (n: number) => string;
};

export type Fact = {
  path: string | null;
  label: string;
  shown: string;
  value: unknown;
  /** Records the value in the truth: called by whatever prints it. */
  mark: () => void;
};

const STACKS: Record<FontClass, string[]> = {
  sans: ["'Liberation Sans', Arial, Helvetica, sans-serif", "'DejaVu Sans', Verdana, sans-serif", "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif"],
  serif: ["'Liberation Serif', 'Times New Roman', serif", "'DejaVu Serif', Georgia, serif"],
  mono: ["'Liberation Mono', 'Courier New', monospace", "'DejaVu Sans Mono', monospace"],
};
const ACCENTS = ["#0b3d91", "#8a1c1c", "#1f5f3a", "#222222", "#5b2c83", "#004d66", "#7a4b00"];

export function drawStyle(r: Rng, opts: { font?: FontClass; canonical?: boolean; upper?: boolean; colon?: boolean } = {}): Style {
  const font = opts.font ?? pick(r, ["sans", "sans", "serif"] as const);
  if (opts.canonical) {
    return { font, fontStack: STACKS[font][0], size: 10, colon: opts.colon ?? false, upper: !!opts.upper, labelBold: false, accent: ACCENTS[0], date: AU_DATE_FORMATS["dd/mm/yyyy"], money: AU_MONEY_FORMATS["$#,##0.00"], odo: ODOMETER_FORMATS[0] };
  }
  return {
    font,
    fontStack: pick(r, STACKS[font]),
    size: pick(r, [8, 8.5, 9, 9.5, 10, 10.5, 11, 12]),
    colon: opts.colon ?? r() < 0.5,
    upper: !!opts.upper,
    labelBold: r() < 0.4,
    accent: pick(r, ACCENTS),
    date: AU_DATE_FORMATS[pick(r, Object.keys(AU_DATE_FORMATS))],
    money: AU_MONEY_FORMATS[pick(r, Object.keys(AU_MONEY_FORMATS))],
    odo: pick(r, ODOMETER_FORMATS),
  };
}

/** A document being generated: its truth, its drawing rules, and fact constructors. */
export class DocBuilder {
  readonly truth: Record<string, unknown>;
  /** Set when any amount is printed: Australian documents are then in AUD. */
  moneyPrinted = false;
  constructor(
    readonly profile: string,
    readonly r: Rng,
    readonly style: Style,
    /** Label lists per fact key; index 0 is used by canonical documents. */
    readonly labels: Record<string, string[]>,
    readonly canonical = false,
  ) {
    this.truth = emptyTruth(profile);
  }

  /**
   * Facts the page states only as parts, each printed (a tax per rate, its sum on no line): path → the parts.
   * The truth test checks the parts, not the sum, on the page.
   */
  readonly sums = new Map<string, number[]>();

  /** A fact whose value is the sum of amounts printed as parts ("9% btw | € 19,97" over "21% btw | € 120,17"). */
  sumOf(path: string, parts: number[]): void {
    this.sums.set(path, parts);
    this.set(path, Math.round(parts.reduce((a, x) => a + Math.round(x * 100), 0)) / 100);
  }

  set(path: string, value: unknown): void {
    this.setOne(path, value);
    for (const [a, b] of SAME_FACT[this.profile] ?? []) {
      if (path === a) this.setOne(b, value);
      if (path === b) this.setOne(a, value);
    }
  }

  private setOne(path: string, value: unknown): void {
    const parts = path.split(".");
    let o = this.truth as Record<string, unknown>;
    for (const p of parts.slice(0, -1)) {
      const next = o[p];
      if (!next || typeof next !== "object" || Array.isArray(next)) throw new Error(`truth path ${path} is not in the ${this.profile} profile`);
      o = next as Record<string, unknown>;
    }
    const key = parts[parts.length - 1];
    if (!(key in o)) throw new Error(`truth path ${path} is not in the ${this.profile} profile`);
    const old = o[key];
    if (old !== null && !(Array.isArray(old) && old.length === 0) && JSON.stringify(old) !== JSON.stringify(value) && path !== "documentType") {
      throw new Error(`truth path ${path} printed twice with different values (${JSON.stringify(old)} / ${JSON.stringify(value)})`);
    }
    o[key] = value;
  }

  /** A label wording for a fact key: drawn per document, the first one on canonical documents. */
  label(key: string): string {
    const list = this.labels[key];
    if (!list) throw new Error(`no label list for ${key}`);
    return this.canonical ? list[0] : pick(this.r, list);
  }

  fact(path: string | null, labelKey: string | null, value: unknown, shown: string, label?: string): Fact {
    const text = label ?? (labelKey ? this.label(labelKey) : "");
    const up = this.style.upper;
    return {
      path,
      label: up ? text.toUpperCase() : text,
      shown: up ? shown.toUpperCase() : shown,
      value,
      mark: () => {
        if (path) this.set(path, value);
      },
    };
  }

  text(path: string | null, labelKey: string | null, value: string, label?: string): Fact {
    return this.fact(path, labelKey, value, value, label);
  }
  date(path: string | null, labelKey: string | null, iso: string, label?: string): Fact {
    return this.fact(path, labelKey, iso, this.style.date(iso), label);
  }
  money(path: string | null, labelKey: string | null, n: number, label?: string): Fact {
    const f = this.fact(path, labelKey, n, this.style.money(n), label);
    const mark = f.mark;
    f.mark = () => {
      this.moneyPrinted = true;
      mark();
    };
    return f;
  }
  int(path: string | null, labelKey: string | null, n: number, shown?: string, label?: string): Fact {
    return this.fact(path, labelKey, n, shown ?? String(n), label);
  }
  odo(path: string | null, labelKey: string | null, n: number, label?: string): Fact {
    return this.fact(path, labelKey, n, this.style.odo(n), label);
  }
  /** The truth gets `value`; the page shows `shown` (check boxes, Yes/No). */
  as(path: string | null, labelKey: string | null, value: unknown, shown: string, label?: string): Fact {
    return this.fact(path, labelKey, value, shown, label);
  }
}
