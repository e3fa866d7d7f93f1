// Two PGlite instances on one data folder corrupt it, so the process that opens the folder holds a lock
// file naming its pid. A second process (the admin CLI while the server runs, say) connects to the holder's
// socket instead (lib/db/embedded-server.mjs), and is refused with a clear message when there is none.
import fs from "node:fs";
import path from "node:path";

/** Another live process has the folder open; it serves it to others (lib/db/embedded-server.mjs) once started. */
export class EmbeddedDatabaseHeld extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: number,
  ) {
    super(
      `The embedded database in ${dataDir} is open in process ${holder} (probably the server), which does not serve it to ` +
        `other processes. Stop that process first, or set DATABASE_URL to use a PostgreSQL server that many processes can share.`,
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquirePgliteLock(dataDir: string): () => void {
  if (dataDir.startsWith("memory://")) return () => {};
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      const release = () => {
        try {
          if (fs.readFileSync(lockFile, "utf8") === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(lockFile, "utf8"));
      if (holder === process.pid) return () => {};
      if (holder && alive(holder)) throw new EmbeddedDatabaseHeld(dataDir, holder);
      fs.unlinkSync(lockFile); // stale lock from a process that died
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}`);
}
