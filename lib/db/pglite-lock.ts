// Two PGlite instances on one data folder corrupt it, so the process that opens the folder holds a lock
// file naming its pid. A second process (the admin CLI while the server runs, say) is refused with a clear
// message instead of silently damaging the data.
import fs from "node:fs";
import path from "node:path";

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
      if (holder && alive(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is open in process ${holder} (probably the server). ` +
            `Stop that process first, or set DATABASE_URL to use a PostgreSQL server that many processes can share.`,
        );
      }
      fs.unlinkSync(lockFile); // stale lock from a process that died
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}`);
}
