"use client";
// A secret shown once (a new API key, a temporary password): selectable, with a copy button and a warning
// that it cannot be shown again.
import { useState } from "react";
import { Button } from "./button";

export function SecretReveal({
  label,
  secret,
  warning = "Copy it now: it will not be shown again.",
  testId = "secret-value",
}: {
  label: string;
  secret: string;
  warning?: React.ReactNode;
  testId?: string;
}) {
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied("copied");
    } catch {
      setCopied("failed"); // clipboard needs a secure context; the value stays selectable
    }
  }
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-4" role="status">
      <p className="text-sm font-medium text-amber-900">{label}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code
          data-testid={testId}
          className="min-w-0 flex-1 rounded border border-amber-200 bg-white px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
        >
          {secret}
        </code>
        <Button variant="secondary" onClick={copy} aria-label={`Copy ${label.toLowerCase()}`}>
          {copied === "copied" ? "Copied" : "Copy"}
        </Button>
      </div>
      <p className="mt-2 text-sm text-amber-900">{warning}</p>
      <p className="sr-only" aria-live="polite">
        {copied === "copied" ? "Copied to the clipboard." : copied === "failed" ? "Copy failed; select the text and copy it." : ""}
      </p>
    </div>
  );
}
