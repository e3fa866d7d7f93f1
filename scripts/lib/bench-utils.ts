// Small helpers shared by the benchmark scripts.
import net from "node:net";

/** A free TCP port on 127.0.0.1 (benchmarks only ever talk to this machine). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

/** The p-th percentile of an ascending array (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}
