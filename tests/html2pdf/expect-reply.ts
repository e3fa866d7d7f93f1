// The headers of a one-page, one-credit PDF reply named "Rechnung März" (a non-ASCII filename), as the
// render route answers it however it is reached.
import { expect } from "vitest";

export function expectRechnungPdfHeaders(res: Response): void {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  expect(res.headers.get("x-request-id")).toMatch(/^req_/);
  expect(res.headers.get("x-pages")).toBe("1");
  expect(res.headers.get("x-billed-units")).toBe("1");
  expect(res.headers.get("x-credits")).toBe("1");
  expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Rechnung Marz.pdf"; filename*=UTF-8''Rechnung%20M%C3%A4rz.pdf`);
}
