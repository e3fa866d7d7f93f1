// Child of embedded-thread.test.ts: opens the embedded database's thread on a folder and closes it with
// nothing else keeping the event loop alive, then says so. A close that waits on an unreferenced thread
// lets node exit in the middle (status 0, nothing printed): PGlite never closes the folder cleanly.
import { startEmbeddedThread } from "@/lib/db/embedded-thread";

const thread = await startEmbeddedThread(process.argv[2]);
await thread.close();
console.log("closed");
