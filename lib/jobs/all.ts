import type { BackgroundJob } from "./registry";
import { changeFeedJob } from "@/lib/db/change-feed";
import { creditReservationJob } from "@/lib/billing";
import { rateLimitPurgeJob } from "@/lib/api/rate-limit";
import { clickJob } from "@/lib/shortlinks/clicks";
import { vectorJobs } from "@/lib/vector/jobs";
import { archiveRenderJob } from "@/lib/archive/worker-job";
import { html2pdfRendererJob } from "@/lib/html2pdf/renderer-job";

// Products add their jobs here.
export const allJobs: BackgroundJob[] = [changeFeedJob, creditReservationJob, rateLimitPurgeJob, clickJob, ...vectorJobs, archiveRenderJob, html2pdfRendererJob];
