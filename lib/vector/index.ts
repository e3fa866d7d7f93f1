// VECTOR's public interface: what routes, portal pages, admin commands and other products may import.
export { collect } from "./collect";
export { collectResponse, collectPreflight, trackerScriptResponse, trackerUrl } from "./http";
export { TRACKER_VERSION } from "./tracker-script";
export { createSite, listSites, getSite, updateSite, rotateSiteKey, deleteSite, SiteInputError, type Site } from "./sites";
export { flushAll, bufferStats } from "./buffer";
export { QUOTA_PER_HOUR, RETENTION_DAYS } from "./config";
