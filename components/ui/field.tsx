// A labelled input with an optional hint and error, wired for screen readers (aria-invalid and
// aria-describedby point at the hint and the error).
import { cn } from "./cn";

export const inputClass =
  "block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 " +
  "focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600";

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
};

/** Label, hint and error around one control; the control gets the matching aria attributes. */
function FieldFrame({
  id,
  label,
  error,
  hint,
  className,
  children,
}: FieldProps & { children: (aria: { "aria-invalid"?: true; "aria-describedby"?: string; className: string }) => React.ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        className: cn(inputClass, error ? "border-red-500" : "border-slate-300"),
      })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function Field({
  id,
  label,
  error,
  hint,
  className,
  ...input
}: FieldProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id">) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(aria) => <input id={id} name={input.name ?? id} {...aria} {...input} />}
    </FieldFrame>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  children,
  ...select
}: FieldProps & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "id">) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(aria) => (
        <select id={id} name={select.name ?? id} {...aria} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {message}
    </p>
  );
}
