/**
 * `HOST=0.0.0.0 npm start` serves the site to the local network as well: this prints the
 * addresses to open, so that the share link and QR code (made from the page's own address)
 * name one a phone on the same Wi-Fi can reach. With HOST unset (localhost) it says nothing.
 */
import { networkInterfaces } from "node:os";

/** The addresses phones can use for `host`: each IPv4 address of this machine for 0.0.0.0, else `host` itself. */
export function lanAddresses(host: string): string[] {
  if (host === "localhost" || host.startsWith("127.") || host === "::1") return [];
  if (host !== "0.0.0.0" && host !== "::") return [host];
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && a.family === "IPv4" && !a.internal)
    .map((a) => a?.address ?? "");
}

const port = process.env.PORT ?? "8787";
const addresses = lanAddresses(process.env.HOST ?? "localhost");
if (addresses.length > 0) {
  console.log("\nServing to the local network. Open one of these on this computer, not localhost,");
  console.log("so that the links and QR codes you share name an address the phones can reach:");
  for (const address of addresses) console.log(`  http://${address}:${port}/`);
  console.log("(Plain http on a network address: the games work; installing, offline play and");
  console.log("notifications need https or localhost, so phones get none of those here.)\n");
}
