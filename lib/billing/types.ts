// What billing records: the products it bills and one call's usage.
export type Product = "pdf2json" | "html2pdf" | "vector" | "archive" | "shortlinks";

export type UsageEntry = {
  organisationId: string;
  product: Product;
  operation: string;
  status: number;
  units: number;
  credits: number;
  durationMs: number;
  requestId: string;
};
