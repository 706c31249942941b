/**
 * Callback URLs may not point at the sandbox itself. The rules package refuses loopback,
 * link-local and private hosts, but cannot know where the sandbox serves: a sandbox on a public
 * address or name (`--public-host`, `API_HOST`, the machine's own name and addresses) would
 * otherwise accept callbacks to itself. Same message as the rules' refusal.
 */
import { hostname, networkInterfaces } from 'node:os';
import { SUB_ACCOUNT_MESSAGES } from '@lego-portal/rules';
import { rulesFailure } from '../errors';

const CODE = 'merchantProfile.callbackUrlInternal';

/** A host as the URL parser writes it: lower case, IPv6 in brackets, no root dot. */
function normalHost(host: string): string | null {
  const trimmed = host.trim();
  if (trimmed === '') return null;
  try {
    const bare = trimmed.startsWith('[') || !trimmed.includes(':') ? trimmed : `[${trimmed}]`;
    const name = new URL(`http://${bare}/`).hostname;
    return name.endsWith('.') ? name.slice(0, -1) : name;
  } catch {
    return null;
  }
}

/**
 * The hosts a sandbox answers on: the interface it listens on (unless all of them), its
 * configured public host, and the machine's own name and addresses.
 */
export function ownHostsOf(options: { host?: string; publicHost?: string }): string[] {
  const addresses = Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((entry) => entry.address));
  const wildcard = new Set(['0.0.0.0', '::', '[::]']);
  const given = [options.host, options.publicHost].filter((host): host is string => host !== undefined && !wildcard.has(host.trim()));
  const hosts = [...given, hostname(), ...addresses].map(normalHost).filter((host): host is string => host !== null);
  return [...new Set(hosts)];
}

/** The callback URL fields of the sent sub-accounts, with the field paths the rules use. */
function callbackFields(subAccounts: readonly { paymentCallbackUrl?: string; registerCallbackUrl?: string }[]) {
  const list = 'merchantDDProfile.merchantSubAcctProfiles';
  return subAccounts.flatMap((sub, i) => [
    { field: `${list}[${i}].paymentCallbackUrl`, url: sub.paymentCallbackUrl },
    { field: `${list}[${i}].registerCallbackUrl`, url: sub.registerCallbackUrl },
  ]);
}

/** Refuses (400, the rules' error shape) a callback URL whose host is one of `ownHosts`. */
export function refuseOwnHostCallbacks(
  subAccounts: readonly { paymentCallbackUrl?: string; registerCallbackUrl?: string }[],
  ownHosts: readonly string[],
): void {
  const own = new Set(ownHosts.map(normalHost));
  const errors = callbackFields(subAccounts).flatMap(({ field, url }) => {
    if (typeof url !== 'string' || url.trim() === '') return [];
    let host: string | null;
    try {
      host = normalHost(new URL(url.trim()).hostname);
    } catch {
      return [];
    }
    return host !== null && own.has(host) ? [{ field, code: CODE, message: SUB_ACCOUNT_MESSAGES.callbackUrlInternal }] : [];
  });
  if (errors.length > 0) throw rulesFailure(errors);
}
