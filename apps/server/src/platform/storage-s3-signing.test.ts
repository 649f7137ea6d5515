import { describe, expect, it } from "vitest";
import { emptyPayloadHash, sha256Hex, signRequest } from "./storage-s3-signing.ts";

/*
 * AWS's published Signature Version 4 examples: the test suite's (credentials AKIDEXAMPLE, service "service",
 * https://docs.aws.amazon.com/general/latest/gr/signature-v4-test-suite.html) and the S3 documentation's
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html). A signer that passes
 * them is accepted by S3; one that does not is refused with nothing but "SignatureDoesNotMatch".
 */

const suite = {
  accessKeyId: "AKIDEXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
  service: "service",
};
const suiteDate = new Date("2015-08-30T12:36:00Z");
const s3 = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
  service: "s3",
};
const s3Date = new Date("2013-05-24T00:00:00Z");
const signatureOf = (headers: Record<string, string>) => headers.authorization?.split("Signature=")[1];

describe("SigV4 signing", () => {
  it("matches the test suite's get-vanilla", () => {
    const headers = signRequest(
      {
        method: "GET",
        url: new URL("https://example.amazonaws.com/"),
        headers: {},
        payloadHash: emptyPayloadHash,
      },
      suite,
      suiteDate,
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, " +
        "SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31",
    );
    expect(headers["x-amz-date"]).toBe("20150830T123600Z");
    // fetch and node:http set Host themselves: it is signed, not returned.
    expect(headers.host).toBeUndefined();
  });

  it("matches the test suite's query ordering and post-vanilla", () => {
    const query = signRequest(
      {
        method: "GET",
        url: new URL("https://example.amazonaws.com/?Param2=value2&Param1=value1"),
        headers: {},
        payloadHash: emptyPayloadHash,
      },
      suite,
      suiteDate,
    );
    expect(signatureOf(query)).toBe("b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500");
    const post = signRequest(
      {
        method: "POST",
        url: new URL("https://example.amazonaws.com/"),
        headers: {},
        payloadHash: emptyPayloadHash,
      },
      suite,
      suiteDate,
    );
    expect(signatureOf(post)).toBe("5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b");
  });

  it("matches S3's GET Object example (a signed Range header)", () => {
    const headers = signRequest(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        headers: { Range: "bytes=0-9", "x-amz-content-sha256": emptyPayloadHash },
        payloadHash: emptyPayloadHash,
      },
      s3,
      s3Date,
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("matches S3's PUT Object example (a key with $, a body hash, a Date header)", () => {
    const body = "Welcome to Amazon S3.";
    const payloadHash = sha256Hex(body);
    expect(payloadHash).toBe("44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072");
    const headers = signRequest(
      {
        method: "PUT",
        url: new URL("https://examplebucket.s3.amazonaws.com/test$file.text"),
        headers: {
          Date: "Fri, 24 May 2013 00:00:00 GMT",
          "x-amz-storage-class": "REDUCED_REDUNDANCY",
          "x-amz-content-sha256": payloadHash,
        },
        payloadHash,
      },
      s3,
      s3Date,
    );
    expect(signatureOf(headers)).toBe("98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd");
  });

  it("matches S3's ListObjects example (query parameters sorted and encoded)", () => {
    const headers = signRequest(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J"),
        headers: { "x-amz-content-sha256": emptyPayloadHash },
        payloadHash: emptyPayloadHash,
      },
      s3,
      s3Date,
    );
    expect(signatureOf(headers)).toBe("34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7");
  });
});
