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
  ],
  poweredByHeader: false,
  typedRoutes: false,
  experimental: {
    // Large request bodies are streamed into our own limits (lib/api/body.ts), not Next's.
    proxyClientMaxBodySize: "64mb",
    // The template editor's previews go through server actions: room for a 512 KB template plus sample data.
    serverActions: { bodySizeLimit: "3mb" },
  },
};

export default nextConfig;
