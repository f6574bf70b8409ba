import { describe, expect, it } from 'vitest';
import { deviceTypeLabel } from './device-type';

describe('deviceTypeLabel', () => {
  it('reads the device types of the model', () => {
    expect(deviceTypeLabel('switch')).toBe('Switch');
    expect(deviceTypeLabel('plc')).toBe('PLC');
    expect(deviceTypeLabel('hmi')).toBe('HMI');
    expect(deviceTypeLabel('power-meter')).toBe('Power meter');
    expect(deviceTypeLabel('io-module')).toBe('I/O module');
    expect(deviceTypeLabel('unknown')).toBe('Unknown');
  });

  it('shows nothing without a type', () => {
    expect(deviceTypeLabel(undefined)).toBe('');
    expect(deviceTypeLabel('')).toBe('');
  });
});
