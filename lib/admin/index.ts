import type { AdminCommand } from "./command";
import { orgCommands } from "./org-commands";
import { shortlinkCommands } from "@/lib/shortlinks/admin-commands";
import { vectorCommands } from "@/lib/vector/admin-commands";
import { archiveCommands } from "@/lib/archive/admin-commands";

// Products add their command lists here.
export const adminCommands: AdminCommand[] = [...orgCommands, ...shortlinkCommands, ...vectorCommands, ...archiveCommands];
