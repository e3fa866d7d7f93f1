"use client";
// A form's submit button that disables itself and says so while the server action runs.
import { useFormStatus } from "react-dom";
import { Button, type ButtonVariant } from "./button";

export function SubmitButton({
  children,
  pendingLabel,
  variant = "primary",
  className,
  pending: pendingProp,
  ...rest
}: {
  children: React.ReactNode;
  pendingLabel?: string;
  variant?: ButtonVariant;
  className?: string;
  /** For forms driven by useActionState, whose pending flag is passed in. */
  pending?: boolean;
} & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "type">) {
  const status = useFormStatus();
  const pending = pendingProp ?? status.pending;
  return (
    <Button type="submit" variant={variant} className={className} disabled={pending} aria-disabled={pending} {...rest}>
      {pending ? (pendingLabel ?? "Working…") : children}
    </Button>
  );
}
