// Small helpers shared by the benchmark scripts.
import http from "node:http";
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

export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** POST over a keep-alive agent; resolves with the whole answer (or rejects on a socket error). */
export function post(agent: http.Agent, url: string, headers: Record<string, string>, body: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", agent, headers: { ...headers, "content-length": String(Buffer.byteLength(body)) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * A bare node:http server in its own process, answering every request at once with a small fixed reply
 * (body read, then `{"ok":true}` or a 302): the ceiling a route of ours is compared against, measured by the
 * same client in the same run, so the ratio holds on a noisy machine.
 */
export async function startBareServer(reply: "ok" | "redirect" = "ok"): Promise<{ base: string; stop: () => void }> {
  const { spawn } = await import("node:child_process");
  const answer =
    reply === "ok"
      ? `s.writeHead(200,{"content-type":"application/json","content-length":"11"});s.end('{"ok":true}')`
      : `s.writeHead(302,{location:"https://example.com/","cache-control":"private, no-store, max-age=0","content-length":"0"});s.end()`;
  const code = `const h=require("node:http").createServer((q,s)=>{q.resume();q.on("end",()=>{${answer}})});h.keepAliveTimeout=65000;h.listen(0,"127.0.0.1",()=>console.log(h.address().port))`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once("data", (d) => resolve(Number(String(d).trim())));
    child.once("exit", (c) => reject(new Error(`bare server exited ${c}`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => void child.kill("SIGTERM") };
}
