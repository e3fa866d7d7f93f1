// Shared UI pieces for the portal and product pages. Import from "@/components/ui".
export { Alert } from "./alert";
export { Badge } from "./badge";
export { Button, ButtonLink, buttonClass, type ButtonVariant } from "./button";
export { Card, Stat } from "./card";
export { cn } from "./cn";
export { EmptyState } from "./empty-state";
export { Field, FieldError, SelectField, inputClass } from "./field";
export { PageHeader } from "./page-header";
export { SecretReveal } from "./secret-reveal";
export { SubmitButton } from "./submit-button";
export { Table, type Column } from "./table";
