// Types of embedded-endpoint.mjs.
export type EmbeddedEndpoint = { pid: number; host: string; port: number };
export function embeddedSocketDir(dataDir: string): string;
export function embeddedEndpointFile(dataDir: string): string;
export function readEmbeddedEndpoint(dataDir: string, holder: number): EmbeddedEndpoint | null;
export function embeddedPgConfig(endpoint: EmbeddedEndpoint, connections?: number): { host: string; port: number; user: string; database: string; max: number };
