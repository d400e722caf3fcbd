// Where the portal may send (docs/rules/webhooks.md, 'Addresses'). Outside production a developer's receiver
// on the machine itself is fine; in production an endpoint must be https and may not point into the
// portal's own networks (SSRF): literal addresses are refused when the endpoint is saved, and names are
// checked again at every connection, after DNS, so a name that later resolves inward is refused too.
import { BlockList, isIP } from 'node:net';
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { bareHost, isLoopbackHost } from '../../../domain/webhooks.ts';
import { WEBHOOK_MESSAGES } from '../../../domain/webhook-words.ts';

const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv6');

/** Loopback, private, link-local, shared, documentation, multicast or reserved: not the public internet. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return INTERNAL.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return INTERNAL.check(mapped[1], 'ipv4');
  return INTERNAL.check(address, 'ipv6');
}

/**
 * The production rules on top of the form's (domain/webhooks.ts): https only, and no host that is a
 * loopback or private address or a name of the machine itself. Returns the Hungarian message, or null.
 */
export function refuseEndpointUrl(url: string, publicOnly: boolean): string | null {
  if (!publicOnly) return null;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') return WEBHOOK_MESSAGES.urlHttpsOnly;
  const host = bareHost(parsed.hostname);
  if (isLoopbackHost(host) || host.endsWith('.internal') || host.endsWith('.local'))
    return WEBHOOK_MESSAGES.urlPrivate;
  if (isIP(host) && isInternalAddress(host)) return WEBHOOK_MESSAGES.urlPrivate;
  return null;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A DNS lookup for the outgoing request that fails when a name resolves to an internal address. */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses;
    const internal = list.find((entry) => isInternalAddress(entry.address));
    if (internal) {
      const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to an internal address`);
      refused.code = 'EINTERNAL';
      return callback(refused, []);
    }
    if (options.all) return callback(null, list);
    const first = list[0];
    if (!first) return callback(new Error(`${hostname} has no address`), []);
    callback(null, first.address, first.family);
  });
}
