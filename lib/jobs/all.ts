import type { BackgroundJob } from "./registry";
import { clickJob } from "@/lib/shortlinks/clicks";
import { vectorJobs } from "@/lib/vector/jobs";

// Products add their jobs here.
export const allJobs: BackgroundJob[] = [clickJob, ...vectorJobs];
