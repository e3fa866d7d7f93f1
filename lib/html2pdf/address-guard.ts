// The address rules of the resource guard now live in the platform's one outbound guard
// (lib/net/address-policy.ts, lib/net/outbound-guard.ts), shared with VECTOR's webhooks and CRM sync.
// These are the names html2pdf has always used for them.
export { isDisallowedAddress as isBlockedAddress, OutboundError as BlockedResourceError } from "@/lib/net/outbound-guard";
