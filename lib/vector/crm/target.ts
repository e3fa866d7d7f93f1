// A CRM target receives batches of contact profiles. HTTP (any endpoint + one auth header) ships now;
// a Salesforce Marketing Cloud data-extension target would be another CrmTarget implementation (OAuth
// client credentials, then POST /data/v1/async/dataextensions/key:{key}/rows), chosen by `kind`.
import type { ContactProfile } from "../contact-profile";
import { outboundFailure, postToTenantEndpoint } from "../outbound-url";

export type PushResult = { ok: boolean; status: number | null; detail: string };

export interface CrmTarget {
  readonly kind: string;
  push(contacts: ContactProfile[], batchId: string): Promise<PushResult>;
}

export type CrmTargetConfig = { kind: string; endpoint: string; authHeaderName: string; authHeaderValue: string };

export const CRM_KINDS = ["http"] as const;

export class HttpCrmTarget implements CrmTarget {
  readonly kind = "http";
  constructor(private readonly config: CrmTargetConfig) {}

  async push(contacts: ContactProfile[], batchId: string): Promise<PushResult> {
    // Through the outbound guard. The detail goes to the sync log shown in the portal: an HTTP status or
    // the guard's error code only, never what the endpoint answered.
    try {
      const headers: Record<string, string> = { "user-agent": "VECTOR-crm-sync/1", "idempotency-key": batchId };
      if (this.config.authHeaderName) headers[this.config.authHeaderName.toLowerCase()] = this.config.authHeaderValue;
      const status = await postToTenantEndpoint(this.config.endpoint, { batch_id: batchId, sent_at: new Date().toISOString(), contacts }, {
        headers,
        timeoutMs: 30_000,
        sensitiveHeaders: this.config.authHeaderName ? [this.config.authHeaderName] : [],
      });
      const ok = status >= 200 && status < 300;
      return { ok, status, detail: ok ? `${contacts.length} contacts accepted` : `HTTP ${status}` };
    } catch (e) {
      return { ok: false, status: null, detail: outboundFailure(e) };
    }
  }
}

export function crmTarget(config: CrmTargetConfig): CrmTarget {
  switch (config.kind) {
    case "http":
      return new HttpCrmTarget(config);
    default:
      throw new Error(`unknown CRM target kind ${config.kind}`);
  }
}
