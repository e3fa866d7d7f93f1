// The editor's version comparison (components/html2pdf/line-diff.ts).
import { describe, expect, it } from "vitest";
import { lineDiff } from "@/components/html2pdf/line-diff";

describe("template version diff", () => {
  it("shows changed lines between unchanged ones", () => {
    expect(lineDiff("<h1>{{title}}</h1>\n<p>old</p>\n<footer/>", "<h1>{{title}}</h1>\n<p>new</p>\n<footer/>\n<hr/>")).toEqual([
      { kind: "same", text: "<h1>{{title}}</h1>" },
      { kind: "removed", text: "<p>old</p>" },
      { kind: "added", text: "<p>new</p>" },
      { kind: "same", text: "<footer/>" },
      { kind: "added", text: "<hr/>" },
    ]);
    expect(lineDiff("a\n\nb\n", "a\n\nb")).toEqual(["a", "", "b"].map((text) => ({ kind: "same", text })));
  });

  it("a one-line edit in a long template shows as one line, not as the whole template replaced", () => {
    const before = Array.from({ length: 6_000 }, (_, i) => `<td>{{row.${i}}}</td>`).join("\n");
    const after = before.replace("<td>{{row.3000}}</td>", "<td>{{row.3000 | upper}}</td>");
    const diff = lineDiff(before, after);
    expect(diff.filter((l) => l.kind !== "same")).toEqual([
      { kind: "removed", text: "<td>{{row.3000}}</td>" },
      { kind: "added", text: "<td>{{row.3000 | upper}}</td>" },
    ]);
    expect(diff).toHaveLength(6_001);
  });
});
