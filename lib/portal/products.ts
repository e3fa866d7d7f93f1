// Every product of the spec, with its access class and what it does, in the spec's words. The portal's
// products page and the usage page read this; public APIs are the ones a portal user can subscribe to.
export type AccessClass = "public_api" | "browser_tracker" | "enterprise_api" | "no_public_api";

export type ProductInfo = {
  /** Stable id: the product name used in usage records and subscriptions. */
  id: string;
  name: string;
  access: AccessClass;
  summary: string;
  credential: string;
  /** Where its portal area or docs live. */
  href?: string;
  pricing?: string;
};

export const ACCESS_CLASS_LABEL: Record<AccessClass, string> = {
  public_api: "Public API",
  browser_tracker: "Browser tracker",
  enterprise_api: "Enterprise API",
  no_public_api: "No public API",
};

export const ACCESS_CLASS_NOTE: Record<AccessClass, string> = {
  public_api: "Self-serve: subscribing issues the organisation key at once.",
  browser_tracker: "A script on your website sends visit events with a site key.",
  enterprise_api: "Set up during onboarding by the operator, who issues the credentials then.",
  no_public_api: "Run for you by the operator or as a managed service; there is nothing to call.",
};

export const PRODUCTS: ProductInfo[] = [
  {
    id: "pdf2json",
    name: "PDF extraction (pdf2json)",
    access: "public_api",
    summary:
      "Reads a PDF (invoices, contracts, forms) and returns structured JSON in a fixed per-document-type shape (a profile), or in a caller-supplied JSON Schema.",
    credential: "Organisation key",
    href: "/docs/api#tag-pdf2json",
    pricing: "10 credits per unit; 1 unit per document of up to 5 pages.",
  },
  {
    id: "html2pdf",
    name: "HTML rendering (html2pdf)",
    access: "public_api",
    summary:
      "Renders HTML to PDF with a browser engine, from raw HTML, inline HTML plus data merged with Handlebars, or a stored, versioned template plus data.",
    credential: "Organisation key",
    href: "/portal/templates",
    pricing: "1 credit per unit; 1 unit per render of up to 20 pages. Previews are free.",
  },
  {
    id: "vector",
    name: "Usage tracker (VECTOR)",
    access: "browser_tracker",
    summary:
      "A script that sends website visit events. Affinities, actions and the CRM sync are configured in the portal, not through an API.",
    credential: "Site key (vk_…)",
    href: "/portal/vector",
  },
  {
    id: "archive",
    name: "Email archive",
    access: "enterprise_api",
    summary:
      "Every email sent from a marketing platform is archived as a PDF against the subscriber. A subscriber's archived emails can be listed and each PDF fetched.",
    credential: "Client credentials exchanged for a bearer token",
    href: "/portal/archive",
  },
  {
    id: "shortlinks",
    name: "Short links (PURL)",
    access: "enterprise_api",
    summary: "Creates or returns a stable personalised short link per (long URL, subscriber) pair, on a shared or branded domain.",
    credential: "Domain + key",
    href: "/portal/shortlinks",
  },
  {
    id: "docgen",
    name: "DOCGEN",
    access: "no_public_api",
    summary: "Document generation inside marketing-platform sends, run by the operator.",
    credential: "n/a",
  },
  {
    id: "betstop",
    name: "BETSTOP",
    access: "no_public_api",
    summary: "A journey activity that checks a national self-exclusion register before each send, with nothing to call.",
    credential: "n/a",
  },
  {
    id: "crystal",
    name: "CRYSTAL",
    access: "no_public_api",
    summary: "CRM org health scans run from the portal.",
    credential: "n/a",
  },
  {
    id: "portia",
    name: "PORTIA",
    access: "no_public_api",
    summary: "AI agents as a managed service.",
    credential: "n/a",
  },
];

export const PUBLIC_API_PRODUCTS = PRODUCTS.filter((p) => p.access === "public_api").map((p) => p.id);

export function isPublicApiProduct(product: string): boolean {
  return PUBLIC_API_PRODUCTS.includes(product);
}

export function productName(id: string): string {
  return PRODUCTS.find((p) => p.id === id)?.name ?? id;
}
