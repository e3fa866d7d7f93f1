// The whole API description: every product's operations, in the order of the spec.
import { buildOpenApiDocument, type OperationSpec } from "@/lib/api/openapi";
import { foundationOperations } from "@/lib/foundation-openapi";
import { pdf2jsonOperations } from "@/lib/pdf2json/openapi";
import { html2pdfOperations } from "@/lib/html2pdf/openapi";
import { shortlinkOperations } from "@/lib/shortlinks/openapi";
import { archiveOperations } from "@/lib/archive/openapi";
import { vectorOperations } from "@/lib/vector/openapi";

// Products add their operation lists here (lib/<product>/openapi.ts).
const operations: OperationSpec[] = [...foundationOperations, ...pdf2jsonOperations, ...html2pdfOperations, ...shortlinkOperations, ...archiveOperations, ...vectorOperations];

let cached: ReturnType<typeof buildOpenApiDocument> | undefined;

export function openApiDocument() {
  cached ??= buildOpenApiDocument(operations, {
    title: "Platform API",
    version: "1.0.0",
    description:
      "pdf2json, html2pdf, the VECTOR tracker, the email archive and PURL short links. Success bodies are {ok: true, data, meta}; errors are {ok: false, error, message, request_id}. Every response carries an x-request-id header.",
  });
  return cached;
}

export function allOperations(): OperationSpec[] {
  return operations;
}
