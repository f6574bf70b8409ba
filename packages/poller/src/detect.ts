import { detectPlatform } from '@lne/netparse';
import { isPollerPlatform, type PollerPlatform } from './platforms';
import type { Prompt } from './terminal';

/**
 * Platform detection when the inventory gives none, cheapest evidence first:
 * 1. the prompt's shape: `[user@name] >` is RouterOS, `user@name>` is Junos;
 * 2. the banners (pre-login and the text before the first prompt), where a platform names itself: NX-OS,
 *    Junos, RouterOS, AOS-CX, AOS-S (`Press any key to continue`), IOS and IOS XE;
 * 3. `show version`, read by `@lne/netparse`'s content detection (which tells IOS from IOS XE, EOS, NX-OS,
 *    AOS-S, AOS-CX and Junos by the software banner in it).
 * IOS-like prompts (`name>`, `name#`) alone say nothing: EOS, IOS, NX-OS, AOS-S and AOS-CX share them.
 */

export function platformFromPrompt(prompt: Prompt): PollerPlatform | undefined {
  if (prompt.shape === 'routeros') return 'mikrotik_routeros';
  if (prompt.shape === 'junos') return 'juniper_junos';
  return undefined;
}

const BANNERS: readonly [RegExp, PollerPlatform][] = [
  [/Cisco Nexus Operating System|\bNX-OS\b/, 'cisco_nxos'],
  [/\bJUNOS\b|\bJunos OS\b/, 'juniper_junos'],
  [/MikroTik RouterOS|\bRouterOS\b/, 'mikrotik_routeros'],
  [/ArubaOS-CX|\bAOS-CX\b/, 'aruba_aoscx'],
  [/Press any key to continue|ProCurve|\bAOS-S\b/, 'hp_procurve'],
  [/Cisco IOS[ -]XE Software/, 'cisco_xe'],
  [/Cisco IOS Software|Cisco Internetwork Operating System/, 'cisco_ios'],
];

export function platformFromBanner(text: string): PollerPlatform | undefined {
  const head = text.length > 8192 ? text.slice(0, 8192) : text;
  return BANNERS.find(([pattern]) => pattern.test(head))?.[1];
}

export function platformFromVersion(text: string): PollerPlatform | undefined {
  const guess = detectPlatform(text);
  return guess && isPollerPlatform(guess.platform) ? guess.platform : undefined;
}
