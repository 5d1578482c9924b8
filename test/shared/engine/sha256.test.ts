import { describe, expect, it } from "vitest";
import { createHmac, sha256, toHex, utf8 } from "../../../shared/engine/sha256";

const hex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (b) => parseInt(b, 16));

describe("SHA-256 (FIPS 180-4 examples)", () => {
  it.each([
    ["", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
    ["abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"],
    [
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    ],
  ])("hashes %j", (text, digest) => {
    expect(toHex(sha256(utf8(text)))).toBe(digest);
  });

  it("hashes a million a's", () => {
    expect(toHex(sha256(utf8("a".repeat(1_000_000))))).toBe("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  });
});

describe("HMAC-SHA-256 (RFC 4231 test cases)", () => {
  it.each([
    ["case 1", "0b".repeat(20), "4869205468657265", "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"],
    [
      "case 2",
      toHex(utf8("Jefe")),
      toHex(utf8("what do ya want for nothing?")),
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    ],
    ["case 3", "aa".repeat(20), "dd".repeat(50), "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"],
    [
      "case 6 (a key longer than a block)",
      "aa".repeat(131),
      toHex(utf8("Test Using Larger Than Block-Size Key - Hash Key First")),
      "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54",
    ],
  ])("%s", (_name, key, data, mac) => {
    expect(toHex(createHmac(hex(key))(hex(data)))).toBe(mac);
  });

  it("gives the same answer twice with one key (the pads are reused, not changed)", () => {
    const hmac = createHmac(utf8("key"));
    expect(toHex(hmac(utf8("a")))).toBe(toHex(hmac(utf8("a"))));
  });
});
