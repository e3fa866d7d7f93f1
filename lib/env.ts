// Numeric settings from the environment: unset, empty, not a number or below `min` → the default.
export function numberEnv(name: string, fallback: number, min = -Infinity): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n >= min ? n : fallback;
}
