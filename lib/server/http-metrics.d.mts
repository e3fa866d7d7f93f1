// Types of http-metrics.mjs (plain JavaScript, run by scripts/server.mjs without a loader).
export function observeRequest(r: { method?: string; route: string; status: number; duration_ms: number }): void;
export function requestMetricsText(): Promise<string>;
