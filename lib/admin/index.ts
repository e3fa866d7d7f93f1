import type { AdminCommand } from "./command";
import { orgCommands } from "./org-commands";

// Products add their command lists here.
export const adminCommands: AdminCommand[] = [...orgCommands];
