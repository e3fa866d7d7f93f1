// SigV4 as the S3 store signs (lib/storage/s3-sign.ts: aws4fetch configured for S3) against the worked
// examples of AWS's "Signature Calculations for the Authorization Header" (examplebucket,
// AKIAIOSFODNN7EXAMPLE, 2013-05-24), and against an independent verifier.
import { describe, expect, it } from "vitest";
import { encodeKey, sha256Hex, signS3Request } from "@/lib/storage/s3-sign";
import { verifySigV4 } from "./sigv4-verifier";

const credentials = { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" };
const date = new Date("2013-05-24T00:00:00Z");
const EMPTY = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
const signature = (authorization: string) => /Signature=([0-9a-f]{64})/.exec(authorization)?.[1];
const signedHeaders = (authorization: string) => /SignedHeaders=([^,]+)/.exec(authorization)?.[1];

describe("SigV4 for S3", () => {
  it("GET object with a Range header matches the AWS example", async () => {
    const headers = await signS3Request({ method: "GET", url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"), headers: { range: "bytes=0-9" }, payloadHash: EMPTY, region: "us-east-1", credentials, date });
    expect(headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/20130524\/us-east-1\/s3\/aws4_request,/);
    expect(signedHeaders(headers.authorization)).toBe("host;range;x-amz-content-sha256;x-amz-date");
    expect(signature(headers.authorization)).toBe("f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41");
    expect(headers["x-amz-date"]).toBe("20130524T000000Z");
  });

  it("PUT object with a body, a Date header and an encoded key matches the AWS example", async () => {
    const body = "Welcome to Amazon S3.";
    const headers = await signS3Request({
      method: "PUT",
      url: new URL(`https://examplebucket.s3.amazonaws.com/${encodeKey("test$file.text")}`),
      headers: { date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
      payloadHash: sha256Hex(body),
      region: "us-east-1",
      credentials,
      date,
    });
    expect(headers["x-amz-content-sha256"]).toBe("44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072");
    expect(signedHeaders(headers.authorization)).toBe("date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class");
    expect(signature(headers.authorization)).toBe("98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd");
  });

  it("GET with query parameters (lifecycle, list) matches the AWS examples", async () => {
    const lifecycle = await signS3Request({ method: "GET", url: new URL("https://examplebucket.s3.amazonaws.com/?lifecycle"), payloadHash: EMPTY, region: "us-east-1", credentials, date });
    expect(signature(lifecycle.authorization)).toBe("fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543");
    const listing = await signS3Request({ method: "GET", url: new URL("https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J"), payloadHash: EMPTY, region: "us-east-1", credentials, date });
    expect(signature(listing.authorization)).toBe("34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7");
  });

  it("keys are encoded once, everything outside the unreserved set, and a session token is signed", async () => {
    expect(encodeKey("a b/c$d~é!(x)*'")).toBe("a%20b/c%24d~%C3%A9%21%28x%29%2A%27");
    const url = new URL(`https://bucket.s3.eu-west-1.amazonaws.com/${encodeKey("org 1/ré sumé (2).pdf")}`);
    const body = Buffer.from("%PDF-1.7");
    const headers = await signS3Request({ method: "PUT", url, headers: { "content-type": "application/pdf" }, payloadHash: sha256Hex(body), region: "eu-west-1", credentials: { ...credentials, sessionToken: "token/+=" }, date: new Date() });
    expect(signedHeaders(headers.authorization)).toBe("content-type;host;x-amz-content-sha256;x-amz-date;x-amz-security-token");
    expect(verifySigV4({ method: "PUT", url, headers: { ...headers, host: url.host } }, body, credentials.secretAccessKey)).toBe(true);
    expect(verifySigV4({ method: "PUT", url, headers: { ...headers, host: url.host } }, body, "another secret")).toBe(false);
  });
});
