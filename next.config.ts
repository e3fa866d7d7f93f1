import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native or file-system-heavy server packages stay outside the bundle: PGlite breaks when bundled
  // ("path argument ... Received an instance of URL"), the others load wasm/workers from node_modules.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "@node-rs/argon2",
    "playwright-core",
    "pdfjs-dist",
    "@prisma/schema-engine-wasm",
    // one registry for every route bundle's metrics (lib/server/metrics.ts)
    "prom-client",
  ],
  poweredByHeader: false,
  typedRoutes: false,
  experimental: {
    // Next buffers the whole body of every request its proxy (proxy.ts) sees, up to this size, before the
    // route runs. The routes that take large bodies (the API under /v1, the pdf2json alias, the archive's
    // /auth and /files) are left out of the proxy's matcher, so their bodies stream into our own bounded
    // reader (lib/api/body.ts); what the proxy still sees takes at most the portal's 3 MB server actions.
    proxyClientMaxBodySize: "4mb",
    // The template editor's previews go through server actions: room for a 512 KB template plus sample data.
    serverActions: { bodySizeLimit: "3mb" },
  },
};

export default nextConfig;
