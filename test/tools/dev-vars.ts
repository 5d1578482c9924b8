/**
 * Makes `.dev.vars` (the secrets `wrangler dev` reads) on first use, so that the
 * README's two commands stay enough: a VAPID key pair for Web Push and a key
 * for game ids, made on this machine and never committed. Keys already there
 * are kept: push subscriptions made with them stay good. A real deploy sets its
 * own with `wrangler secret put` (see the README).
 */
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const FILE = ".dev.vars";

export function ensureDevVars(file = FILE): void {
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const has = (name: string) => new RegExp(`^${name}=`, "m").test(text);
  const lines: string[] = [];
  if (!has("VAPID_PUBLIC_KEY") || !has("VAPID_PRIVATE_KEY")) {
    const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
    const pub = publicKey.export({ format: "jwk" });
    const priv = privateKey.export({ format: "jwk" });
    const point = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x ?? "", "base64url"), Buffer.from(pub.y ?? "", "base64url")]);
    lines.push(`VAPID_PUBLIC_KEY=${point.toString("base64url")}`, `VAPID_PRIVATE_KEY=${priv.d ?? ""}`);
  }
  if (!has("VAPID_SUBJECT")) lines.push("VAPID_SUBJECT=mailto:host@localhost.invalid");
  if (!has("ID_KEY")) lines.push(`ID_KEY=${randomBytes(32).toString("hex")}`);
  if (lines.length === 0) return;
  writeFileSync(file, `${text}${text && !text.endsWith("\n") ? "\n" : ""}${lines.join("\n")}\n`);
  console.log(`${FILE}: made ${lines.map((l) => l.split("=")[0]).join(", ")} for this machine`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureDevVars();
