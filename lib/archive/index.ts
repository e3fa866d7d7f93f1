// Public interface of the email archive for other products and app/ routes.
export { createArchiveClient } from "./create-client";
export { listArchiveClients, type ArchiveClientSummary } from "./list-clients";
export { deactivateArchiveClient } from "./deactivate-client";
export { issueAccessToken } from "./issue-token";
export { authenticateArchiveToken, type ArchivePrincipal } from "./authenticate";
export { ingestEmail } from "./ingest-email";
export { listSubscriberEmails, pageLinks } from "./list-emails";
export { getEmailPdf, pdfResponse } from "./get-email-pdf";
export { signedFileUrl, signFileToken, verifyFileToken } from "./signed-url";
export { archiveRoute, bearerRoute } from "./route";
export { archiveJson } from "./respond";
export { parseWith } from "./parse";
export { archiveBaseUrl } from "./public-url";
export { wakeArchiveWorker, archiveRenderJob } from "./worker-job";
export { RenderWorker } from "./render-worker";
export { archiveOverview, listProblemEmails, listSubscriberEmailsForPortal, findSubscribers, retryEmail, type PortalEmail, type ArchiveOverview } from "./portal-queries";
export * as archiveSchemas from "./schemas";
export { ingestMaxBytes } from "./config";
