import { CommandBook, commandWords, type KnownCommand } from './commands';
import { type Family, familyOf, profileOf } from './platforms';
import type { DeviceCli } from './session';
import type { LabDeviceSpec, LabFaults } from './types';

/**
 * What a device shows before and after login, and the names it gives itself: taken from its own files where
 * they say it (hostname and banners of the configuration, version of `show version`), else plausible defaults.
 */

/** The hostname a configuration sets, in the platform's syntax. */
export function configHostname(family: Family, config: string): string | undefined {
  const patterns: Record<Family, RegExp> = {
    ios: /^hostname\s+"?([^"\s]+)"?\s*$/m,
    nxos: /^(?:hostname|switchname)\s+(\S+)\s*$/m,
    eos: /^hostname\s+(\S+)\s*$/m,
    aoscx: /^hostname\s+(\S+)\s*$/m,
    procurve: /^\s*hostname\s+"([^"]+)"\s*$|^\s*hostname\s+(\S+)\s*$/m,
    junos: /^\s*host-name\s+"?([^";\s]+)"?;|^set system host-name\s+(\S+)\s*$/m,
    routeros: /^\/system identity\s*\r?\nset name=("?)([^"\r\n]+)\1\s*$/m,
  };
  const match = patterns[family].exec(config);
  if (!match) return undefined;
  const found = family === 'routeros' ? match[2] : (match[1] ?? match[2]);
  return found?.trim() || undefined;
}

/** An IOS-like `banner <kind> <delimiter>…<delimiter>` of a configuration (`^C` as `show running-config` prints it). */
export function configBanner(config: string, kind: 'login' | 'motd' | 'exec'): string | undefined {
  const lines = config.split(/\r?\n/);
  const start = lines.findIndex((l) => l.startsWith(`banner ${kind} `));
  if (start < 0) return undefined;
  const head = (lines[start] ?? '').slice(`banner ${kind} `.length);
  const delimiter = head.startsWith('^C') ? '^C' : head.charAt(0);
  if (delimiter === '') return undefined;
  const first = head.slice(delimiter.length);
  const body: string[] = [];
  const close = first.indexOf(delimiter);
  if (close >= 0) return first.slice(0, close);
  body.push(first);
  for (let i = start + 1; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const end = line.indexOf(delimiter);
    if (end >= 0) {
      body.push(line.slice(0, end));
      break;
    }
    body.push(line);
  }
  return body.join('\n').replace(/^\n/, '');
}

function versionOf(family: Family, version: string | undefined): string | undefined {
  if (!version) return undefined;
  const patterns: Partial<Record<Family, RegExp>> = {
    junos: /^(?:Junos:|JUNOS [^[]*\[)\s*([\w.-]+)/m,
    routeros: /^\s*version:\s*(\S+)/m,
    procurve: /^\s*(?:Software revision\s*:|Image stamp:)\s*(\S+)/m,
    nxos: /^\s*(?:NXOS|system):\s+version\s+(\S+)/m,
  };
  return patterns[family]?.exec(version)?.[1];
}

/** The text a device prints after login, before its first prompt. */
export function defaultMotd(
  family: Family,
  name: string,
  version: string | undefined,
  config?: string,
): string {
  switch (family) {
    case 'ios':
      return config ? (configBanner(config, 'motd') ?? '') : '';
    case 'nxos':
      return [
        'Cisco Nexus Operating System (NX-OS) Software',
        'TAC support: http://www.cisco.com/tac',
        `Copyright (C) 2002-2024, Cisco and/or its affiliates.${version ? ` Version ${version}.` : ''}`,
        'All rights reserved.',
      ].join('\n');
    case 'eos':
      return 'Last login: Mon Mar  4 09:12:41 2024 from 192.0.2.10';
    case 'junos':
      return `Last login: Mon Mar  4 09:12:41 2024 from 192.0.2.10\n--- JUNOS ${version ?? '21.4R3.15'} built 2024-01-15 07:12:03 UTC`;
    case 'procurve':
      return [
        '',
        `${name} ProCurve/AOS-S Switch`,
        `Software revision ${version ?? 'WC.16.11.0012'}`,
        '',
        '(C) Copyright 2024 Hewlett Packard Enterprise Development LP',
        '',
        '                   RESTRICTED RIGHTS LEGEND',
        ' Confidential computer software. Valid license required for possession, use',
        ' or copying.',
        '',
        "We'd like to keep you up to date about:",
        '  * Software feature updates',
        '',
      ].join('\n');
    case 'aoscx':
      return 'Last login: 2024-03-04 09:12:41 from 192.0.2.10\nUser "admin" has logged in 12 times in the past 30 days';
    case 'routeros':
      return [
        '',
        `  MikroTik RouterOS ${version ?? '6.49.10'} (c) 1999-2024       https://www.mikrotik.com/`,
        '',
        'Press F1 for help',
        '',
      ].join('\n');
  }
}

/** The pre-login banner a device sends (an IOS `banner login`, else none). */
export function defaultBanner(family: Family, config?: string): string | undefined {
  if (family === 'ios' && config) return configBanner(config, 'login');
  return undefined;
}

/**
 * A `show version` (RouterOS: `/system resource print`) for a device whose folder has none: every real
 * device answers it, and clients read the platform from it. Short, in the platform's layout, with the
 * software version of the configuration when it names one.
 */
export function synthesizedVersion(platform: string, name: string, config = ''): string {
  const family = familyOf(platform);
  const configured = /^version\s+"?([\w.()-]+)/m.exec(config)?.[1];
  switch (family) {
    case 'ios':
      if (platform === 'cisco_xe') {
        return `Cisco IOS XE Software, Version ${configured ?? '17.09.04a'}\nCisco IOS Software [Cupertino], Virtual XE Software (X86_64_LINUX_IOSD-UNIVERSALK9-M), Version ${configured ?? '17.9.4a'}, RELEASE SOFTWARE (fc3)\n\n${name} uptime is 3 weeks, 2 days, 4 hours, 10 minutes\n`;
      }
      return `Cisco IOS Software, IOSv Software (VIOS-ADVENTERPRISEK9-M), Version ${configured ?? '15.7(3)M5'}, RELEASE SOFTWARE (fc1)\nTechnical Support: http://www.cisco.com/techsupport\n\n${name} uptime is 3 weeks, 2 days, 4 hours, 10 minutes\n`;
    case 'nxos':
      return `Cisco Nexus Operating System (NX-OS) Software\nSoftware\n  NXOS: version ${configured ?? '9.3(10)'}\n\n  Device name: ${name}\n`;
    case 'eos':
      return `Arista vEOS-lab\nHardware version: \nSoftware image version: ${configured ?? '4.30.4M'}\nArchitecture: x86_64\n`;
    case 'junos':
      return `Hostname: ${name}\nModel: vmx\nJunos: ${configured?.replace(/;$/, '') ?? '21.4R3.15'}\n`;
    case 'procurve':
      return 'Image stamp:    /ws/swbuildm/rel_lab/code/build/lab\n                Jan 10 2024 10:21:33\n                WC.16.11.0012\n                1010\nBoot Image:     Primary\n';
    case 'aoscx':
      return `-----------------------------------------------------------------------------\nArubaOS-CX\n-----------------------------------------------------------------------------\nVersion      : FL.10.13.1000\n`;
    case 'routeros':
      return '                   uptime: 3w2d4h10m\n                  version: 6.49.10 (long-term)\n        architecture-name: arm\n               board-name: CHR\n                 platform: MikroTik\n';
  }
}

/** A command book of a device: its show files and the commands that print its configuration. */
export function deviceBook(spec: LabDeviceSpec): CommandBook {
  const profile = profileOf(spec.platform);
  const routeros = profile.family === 'routeros';
  const commands: KnownCommand[] = [];
  const seen = new Set<string>();
  for (const show of spec.shows) {
    const words = commandWords(show.command, routeros);
    const key = words.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    commands.push({ command: key, words, text: show.text, privileged: false });
  }
  const version = commandWords(profile.versionCommand, routeros).join(' ');
  if (!seen.has(version)) {
    seen.add(version);
    commands.push({
      command: version,
      words: version.split(' '),
      text: synthesizedVersion(spec.platform, spec.name, spec.config),
      privileged: false,
    });
  }
  if (spec.config !== undefined) {
    for (const command of profile.configCommands) {
      const words = commandWords(command, routeros);
      const key = words.join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      // Only IOS-like platforms hide the running configuration from user mode.
      commands.push({ command: key, words, text: spec.config, privileged: profile.hasEnable });
    }
  }
  return new CommandBook(commands);
}

/** Everything a session needs to emulate a device of the folder. */
export function deviceCli(spec: LabDeviceSpec, faults: LabFaults): DeviceCli {
  const family = familyOf(spec.platform);
  const profile = profileOf(spec.platform);
  const versionText = spec.shows.find((s) => s.command === profile.versionCommand)?.text;
  const promptName =
    spec.settings.promptName ?? (spec.config ? configHostname(family, spec.config) : undefined) ?? spec.name;
  return {
    name: spec.name,
    platform: spec.platform,
    promptName,
    enablePassword: spec.settings.enablePassword,
    pageLength: spec.settings.pageLength ?? 24,
    refusePagerOff: spec.settings.refusePagerOff === true,
    motd: spec.settings.motd ?? defaultMotd(family, promptName, versionOf(family, versionText), spec.config),
    faults,
    book: deviceBook(spec),
  };
}
