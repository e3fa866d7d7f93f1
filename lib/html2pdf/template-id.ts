// Template ids are ours (`tpl_` + 16 base-36 characters, lib/ids.ts). Anything that cannot be one (a NUL,
// which PostgreSQL text cannot even hold, control characters, absurd lengths) is answered without a query.
const TEMPLATE_ID_SHAPE = /^[A-Za-z0-9_-]{1,100}$/;

export function isTemplateIdShape(id: string): boolean {
  return TEMPLATE_ID_SHAPE.test(id);
}
