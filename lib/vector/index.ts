// VECTOR's public interface: what routes, portal pages, admin commands and other products may import.
export { collect } from "./collect";
export { collectResponse, collectPreflight, trackerScriptResponse, trackerUrl } from "./http";
export { TRACKER_VERSION } from "./tracker-script";
export { createSite, listSites, getSite, updateSite, rotateSiteKey, deleteSite, SiteInputError, type Site } from "./sites";
export { flushAll, bufferStats } from "./buffer";
export { QUOTA_PER_HOUR, RETENTION_DAYS } from "./config";
export { recentEvents, type StoredEvent } from "./recent-events";
export { createAffinity, updateAffinity, deleteAffinity, listAffinities, VectorInputError, type Affinity } from "./affinities";
export { createAction, setActionEnabled, deleteAction, listActions } from "./actions";
export { saveCrmTarget, getCrmTarget, deleteCrmTarget, type CrmTargetInput } from "./crm/config";
export { syncCrm, syncLog, outboxCounts } from "./crm/sync";
export { purgeExpiredEvents } from "./purge-expired-events";
export { dashboardStats, RANGES, type Range, type DashboardStats } from "./stats";
export { checkOutboundUrl, OutboundUrlError } from "./outbound-url";
export { parseRulesText, rulesToText, type AffinityRule } from "./affinity-rules";
export { TRACKER_SOURCE } from "./tracker-script";
