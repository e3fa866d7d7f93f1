// A plain data table: a caption for screen readers, header cells with scope, horizontal scroll on
// narrow screens.
import { cn } from "./cn";

export type Column<T> = {
  header: string;
  cell: (row: T) => React.ReactNode;
  align?: "left" | "right";
  className?: string;
};

export function Table<T>({
  caption,
  columns,
  rows,
  rowKey,
  captionHidden = true,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  captionHidden?: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className={captionHidden ? "sr-only" : "px-4 py-2 text-left font-medium"}>{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={cn("px-3 py-2 font-medium whitespace-nowrap text-slate-700", c.align === "right" ? "text-right" : "text-left")}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td
                  key={c.header}
                  className={cn("px-3 py-2 whitespace-nowrap text-slate-800", c.align === "right" && "text-right tabular-nums", c.className)}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
