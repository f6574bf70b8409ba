import type { AssessmentCheckDescription, AssessmentReport } from '@lne/api-client';
import { describe, expect, it } from 'vitest';
import { checkRows, findingCountByType, INTERFACE_CHECKS, operationalRows } from './interface-checks';

const check = (type: string, category: 'configuration' | 'operational'): AssessmentCheckDescription => ({
  type,
  category,
  title: type,
  subtitle: '',
  tags: ['Interface'],
  long_description: null,
  recommendation: '',
  config_suggestion: null,
});

const report: AssessmentReport = {
  created: null,
  descriptions: [
    check('telnet_enabled', 'configuration'),
    check('half_duplex', 'operational'),
    check('err_disabled', 'operational'),
  ],
  results: {
    telnet_enabled: [
      {
        device_id: 'A',
        device_name: 'sw-a',
        results: [{ severity: 'high', message: 'telnet', interface: null }],
      },
    ],
    half_duplex: [
      {
        device_id: 'B',
        device_name: 'sw-b',
        results: [{ severity: 'low', message: 'Gi2 half', interface: 'Gi2' }],
      },
      {
        device_id: 'A',
        device_name: 'sw-a',
        results: [{ severity: 'medium', message: 'Gi1 half', interface: 'Gi1' }],
      },
    ],
    err_disabled: [],
  },
};

describe('interface checks', () => {
  it('maps the three sub-pages to the engine checks', () => {
    expect(INTERFACE_CHECKS.map((c) => `${c.segment}=${c.type}`)).toEqual([
      'half-duplex=half_duplex',
      'err-disabled=err_disabled',
      'mac=too_many_macs',
    ]);
  });

  it('lists the findings of one check, most severe first', () => {
    expect(
      checkRows(report, 'half_duplex').map((r) => `${r.deviceName} ${r.interface} ${r.severity}`),
    ).toEqual(['sw-a Gi1 medium', 'sw-b Gi2 low']);
    expect(checkRows(report, 'err_disabled')).toEqual([]);
    expect(checkRows(report, 'too_many_macs')).toEqual([]);
  });

  it('lists only findings of operational checks', () => {
    expect(operationalRows(report).map((r) => r.checkType)).toEqual(['half_duplex', 'half_duplex']);
  });

  it('counts findings per check type', () => {
    expect(findingCountByType(report)).toEqual({ telnet_enabled: 1, half_duplex: 2, err_disabled: 0 });
  });
});
