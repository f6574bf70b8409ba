/**
 * Large captures read to the end: a 20 MB running configuration with a pager prompt every few lines, and a
 * long paged show output. Each ends `parsed` with every fact and its line, and a report of bounded size.
 */
import { describe, expect, it } from 'vitest';
import { parseFile } from '../src/parse/dispatch';
import { MAX_PAGER_WARNINGS } from '../src/parse/lines';

/** An access switch's configuration of about `bytes` bytes, a `--More--` prompt left in every interface. */
function pagedConfig(bytes: number): { text: string; interfaces: number } {
  const out: string[] = ['hostname big-sw', '!'];
  let size = 0;
  let i = 0;
  for (; size < bytes; i++) {
    const block = [
      `interface GigabitEthernet${Math.floor(i / 48) + 1}/0/${(i % 48) + 1}`,
      ` description port ${i}`,
      ' switchport mode access',
      // What a capture through a terminal pager keeps: the prompt, then the line the device went on with.
      ` --More--  switchport access vlan ${(i % 100) + 2}`,
      ' spanning-tree portfast',
      '!',
    ];
    for (const line of block) {
      out.push(line);
      size += line.length + 1;
    }
  }
  out.push('end');
  return { text: out.join('\n'), interfaces: i };
}

describe('large input', () => {
  it('reads a 20 MB paged configuration with all its interfaces', () => {
    const { text, interfaces } = pagedConfig(20_000_000);
    expect(text.length).toBeGreaterThanOrEqual(20_000_000);
    const parsed = parseFile({ path: 'configs/big-sw.cfg', text }, { platform: 'cisco_ios', kind: 'config' });
    expect(parsed.report.status).toBe('parsed');
    expect(parsed.report.unrecognizedLines).toBe(0);
    expect(parsed.report.recognizedLines).toBe(text.split('\n').length);
    expect(parsed.result.facts.hostname).toBe('big-sw');
    const read = parsed.result.facts.interfaces ?? [];
    expect(read.length).toBe(interfaces);
    // The last interface, its VLAN read from behind the pager prompt, and its line.
    const last = read[read.length - 1];
    const n = interfaces - 1;
    expect(last?.name).toBe(`GigabitEthernet${Math.floor(n / 48) + 1}/0/${(n % 48) + 1}`);
    expect(last?.accessVlan).toBe((n % 100) + 2);
    expect(last?.description).toBe(`port ${n}`);
    expect(last?.sources[0]?.line).toBe(3 + n * 6);
    expect(last?.fieldSources?.accessVlan?.line).toBe(3 + n * 6 + 3);
    // One warning per pager prompt up to a cap, then one with the total.
    const pager = parsed.report.warnings.filter((w) => w.code === 'pager-residue');
    expect(pager.length).toBe(MAX_PAGER_WARNINGS);
    expect(pager[0]?.line).toBe(6);
    const capped = parsed.report.warnings.filter((w) => w.code === 'pager-residue-capped');
    expect(capped).toHaveLength(1);
    expect(capped[0]?.text).toContain(`${interfaces} pager prompts`);
    expect(capped[0]?.line).toBe(6 + MAX_PAGER_WARNINGS * 6);
  });

  it('reads a long paged MAC address table to its last entry', () => {
    const rows = [
      '          Mac Address Table',
      '-------------------------------------------',
      '',
      'Vlan    Mac Address       Type        Ports',
      '----    -----------       --------    -----',
    ];
    const entries = 100_000;
    for (let i = 0; i < entries; i++) {
      const mac = `0050.56${(i >> 16).toString(16).padStart(2, '0')}.${(i & 0xffff).toString(16).padStart(4, '0')}`;
      const row = ` ${String(10 + (i % 50)).padEnd(4)}    ${mac}    DYNAMIC     Gi1/0/${(i % 48) + 1}`;
      rows.push(i % 24 === 23 ? ` --More-- ${row.trimStart()}` : row);
    }
    rows.push(`Total Mac Addresses for this criterion: ${entries}`);
    const text = rows.join('\n');
    const parsed = parseFile(
      { path: 'show/big-sw/show mac address-table.txt', text },
      { platform: 'cisco_ios', kind: 'show' },
    );
    expect(parsed.report.status).toBe('parsed');
    const table = parsed.result.facts.macTable ?? [];
    expect(table.length).toBe(entries);
    expect(table[entries - 1]).toMatchObject({ mac: '00:50:56:01:86:9f', vlan: 10 + ((entries - 1) % 50) });
    expect(table[entries - 1]?.source.line).toBe(5 + entries);
    expect(parsed.report.warnings.filter((w) => w.code === 'pager-residue')).toHaveLength(MAX_PAGER_WARNINGS);
    expect(parsed.report.warnings.filter((w) => w.code === 'pager-residue-capped')).toHaveLength(1);
  });
});
