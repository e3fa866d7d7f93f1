// A CRM target receives batches of contact profiles. HTTP (any endpoint + one auth header) ships now;
// a Salesforce Marketing Cloud data-extension target would be another CrmTarget implementation (OAuth
// client credentials, then POST /data/v1/async/dataextensions/key:{key}/rows), chosen by `kind`.
import type { ContactProfile } from "../contact-profile";
import { checkOutboundUrl } from "../outbound-url";

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
    try {
      const url = await checkOutboundUrl(this.config.endpoint);
      const headers: Record<string, string> = { "content-type": "application/json", "user-agent": "VECTOR-crm-sync/1", "idempotency-key": batchId };
      if (this.config.authHeaderName) headers[this.config.authHeaderName] = this.config.authHeaderValue;
      const res = await fetch(url, {
        method: "POST",
        headers,
        body: JSON.stringify({ batch_id: batchId, sent_at: new Date().toISOString(), contacts }),
        signal: AbortSignal.timeout(30_000),
        redirect: "manual",
      });
      const text = (await res.text().catch(() => "")).slice(0, 300);
      const ok = res.status >= 200 && res.status < 300;
      return { ok, status: res.status, detail: ok ? `${contacts.length} contacts accepted` : `HTTP ${res.status}${text ? `: ${text}` : ""}` };
    } catch (e) {
      return { ok: false, status: null, detail: (e as Error).message.slice(0, 300) };
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
