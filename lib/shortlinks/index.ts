// Public interface of the short-link product (PURL). Other products and app/ import from here only.
export { handleShorten, methodNotAllowed, shortenHeaders } from "./shorten-request";
export { answerRedirect, type RedirectAnswer } from "./redirect";
export { clickJob, flushClicks, drainClicks } from "./clicks";
export { issueDomainKey, listOrganisationDomains, authenticateDomainKey } from "./domains";
export { normaliseDomain, sharedDomains } from "./config";
export { isShortDomain } from "./domain-registry";
export { listLinks, clicksBySubscriber, clicksOverTime, LINKS_PAGE_SIZE, type LinkRow, type SubscriberRow, type ClickBucket } from "./stats";
export type { DomainSummary } from "./domains";
