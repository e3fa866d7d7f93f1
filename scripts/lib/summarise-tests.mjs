// Adds up the vitest and Playwright JSON reports of one run into the closing line "N passed, N failed".
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2];
let passed = 0, failed = 0, skipped = 0;
for (const file of fs.readdirSync(dir)) {
  const full = path.join(dir, file);
  if (file.startsWith("vitest-") && file.endsWith(".json")) {
    const r = JSON.parse(fs.readFileSync(full, "utf8"));
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  }
}
const pw = path.join(dir, "playwright.json");
if (fs.existsSync(pw)) {
  const s = JSON.parse(fs.readFileSync(pw, "utf8")).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0); failed += s.unexpected ?? 0; skipped += s.skipped ?? 0;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed + failed === 0) console.error("no test ran");
process.exit(failed || passed + failed === 0 ? 1 : 0);
