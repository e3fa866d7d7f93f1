import { Badge } from "@/components/ui";

const TONE = { ready: "green", pending: "indigo", rendering: "indigo", failed: "red" } as const;
const LABEL = { ready: "Archived", pending: "Waiting", rendering: "Rendering", failed: "Failed" } as const;

export function ArchiveStatusBadge({ status, attempts = 0 }: { status: string; attempts?: number }) {
  const key = (status in TONE ? status : "pending") as keyof typeof TONE;
  const retrying = key === "pending" && attempts > 0;
  return <Badge tone={retrying ? "amber" : TONE[key]}>{retrying ? `Retrying (${attempts} failed)` : LABEL[key]}</Badge>;
}
