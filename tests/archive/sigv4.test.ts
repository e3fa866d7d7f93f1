// SigV4 against the worked examples of AWS's "Signature Calculations for the Authorization Header"
// (examplebucket, AKIAIOSFODNN7EXAMPLE, 2013-05-24).
import { describe, expect, it } from "vitest";
import { canonicalRequest, sha256Hex, signRequest, uriEncode } from "@/lib/storage/sigv4";

const credentials = { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" };
const date = new Date("2013-05-24T00:00:00Z");
const EMPTY = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

describe("SigV4", () => {
  it("GET object with a Range header matches the AWS example", () => {
    const input = { method: "GET", url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"), headers: { range: "bytes=0-9" }, payloadHash: EMPTY, region: "us-east-1", credentials, date };
    const headers = signRequest(input);
    const { request } = canonicalRequest(input, { range: "bytes=0-9", host: "examplebucket.s3.amazonaws.com", "x-amz-date": "20130524T000000Z", "x-amz-content-sha256": EMPTY });
    expect(sha256Hex(request)).toBe("7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972");
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
    expect(headers["x-amz-date"]).toBe("20130524T000000Z");
  });

  it("PUT object with a body, a Date header and an encoded key matches the AWS example", () => {
    const body = "Welcome to Amazon S3.";
    const headers = signRequest({
      method: "PUT",
      url: new URL("https://examplebucket.s3.amazonaws.com/test$file.text"),
      headers: { date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
      payloadHash: sha256Hex(body),
      region: "us-east-1",
      credentials,
      date,
    });
    expect(headers["x-amz-content-sha256"]).toBe("44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072");
    expect(headers.authorization).toContain("SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class");
    expect(headers.authorization).toContain("Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd");
  });

  it("GET with query parameters (lifecycle, list) matches the AWS examples", () => {
    const lifecycle = signRequest({ method: "GET", url: new URL("https://examplebucket.s3.amazonaws.com/?lifecycle"), payloadHash: EMPTY, region: "us-east-1", credentials, date });
    expect(lifecycle.authorization).toContain("Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543");
    const listing = signRequest({ method: "GET", url: new URL("https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J"), payloadHash: EMPTY, region: "us-east-1", credentials, date });
    expect(listing.authorization).toContain("Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7");
  });

  it("encodes everything outside the unreserved set, once", () => {
    expect(uriEncode("a b/c$d~é", true)).toBe("a%20b/c%24d~%C3%A9");
    expect(uriEncode("a/b")).toBe("a%2Fb");
  });
});
