// node-postgres options from a URL. A config object, not a bare connection string: adapter-pg and the
// migration tooling let a connection string override everything else (shadow databases included).
export function pgConfigFromUrl(url: string) {
  const u = new URL(url);
  return {
    host: decodeURIComponent(u.hostname),
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username || process.env.PGUSER || "postgres"),
    password: u.password ? decodeURIComponent(u.password) : undefined,
    database: decodeURIComponent(u.pathname.slice(1) || "postgres"),
    ...(["require", "verify-ca", "verify-full"].includes(u.searchParams.get("sslmode") ?? "")
      ? { ssl: { rejectUnauthorized: u.searchParams.get("sslmode") !== "require" } }
      : {}),
  };
}
