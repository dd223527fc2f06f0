import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { BlockList, isIP } from "node:net";

// A webhook's receiver is an address a business typed: without a guard, the API would POST to its
// own network (the database, a cloud's metadata service at 169.254.169.254) for whoever asks.
// Only public unicast addresses are reached (ADR 061), checked when the endpoint is made and again
// on every try by the lookup the connection itself uses, so a name that later resolves elsewhere
// (DNS rebinding) reaches nothing.

const notPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this" network
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
] as const) {
  notPublic.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127], // unspecified and loopback
  ["64:ff9b::", 96], // NAT64
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) {
  notPublic.addSubnet(network, prefix, "ipv6");
}

/**
 * Whether an IP address is a public unicast one: `isPublicAddress("10.0.0.8") === false`. An
 * IPv4-mapped IPv6 address (::ffff:10.0.0.8) is checked by the IPv4 networks: BlockList maps it.
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !notPublic.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Why a receiver's address is refused, in words the owner can act on. */
export class ReceiverRefused extends Error {
  readonly code = "ERECEIVERNOTPUBLIC";
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for `http.request` that answers only public addresses: a name with any address of a
 * private network is refused whole. With `allowPrivate` (a receiver on the business's own network,
 * or tests on 127.0.0.1) every address is answered.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find(({ address }) => !isPublicAddress(address));
      if (refused && !allowPrivate) {
        return callback(
          new ReceiverRefused(`${hostname} resolves to ${refused.address}, not a public address`),
          [],
        );
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new ReceiverRefused(`${hostname} has no address`), []);
      callback(null, first.address, first.family);
    });
  };
}

/**
 * Why a receiver's URL cannot be used, or null: an https address (http only where private
 * receivers are allowed) whose host is a name or a public IP. The name's addresses are checked
 * on every try by `guardedLookup`; an IP literal is checked here, as no lookup is made for it.
 */
export function receiverUrlProblem(url: URL, allowPrivate: boolean): string | null {
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) {
    return "url: an https address (the events carry customers' names and phones)";
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (!allowPrivate && (host === "localhost" || host.endsWith(".localhost"))) {
    return `url: ${host} is this server, not a public address`;
  }
  if (!allowPrivate && isIP(host) !== 0 && !isPublicAddress(host)) {
    return `url: ${host} is not a public address`;
  }
  return null;
}
