import type { BackgroundJob } from "./registry";
import { clickJob } from "@/lib/shortlinks/clicks";
import { vectorJobs } from "@/lib/vector/jobs";
import { archiveRenderJob } from "@/lib/archive/worker-job";

// Products add their jobs here.
export const allJobs: BackgroundJob[] = [clickJob, ...vectorJobs, archiveRenderJob];
