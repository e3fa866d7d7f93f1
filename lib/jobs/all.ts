import type { BackgroundJob } from "./registry";

// Products add their jobs here.
export const allJobs: BackgroundJob[] = [];
