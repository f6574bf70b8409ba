import { type AssessmentNetwork, NO_CONFIG } from './network';
import { FAMILY_NAMES } from './platforms';
import type { AssessedDevice, CheckDescription, CheckOutcome, ParsedConfig, PlatformFamily } from './types';

/**
 * A check: its description (spec §3) and its evaluation of one device, with the network around it.
 * Configuration checks read the parsed configuration and say which platform families they apply to; on any
 * other family, or on a device without a parsed configuration, the outcome is "not applicable" with the reason.
 */
export type Check = CheckDescription & {
  evaluate: (device: AssessedDevice, network: AssessmentNetwork) => CheckOutcome;
};

/** Per family: true where the check applies, else why it does not. */
export type Applicability = Record<PlatformFamily, true | string>;

/** Every family, unless said otherwise. */
export function everyFamily(except: Partial<Record<PlatformFamily, string>> = {}): Applicability {
  const all = Object.fromEntries(Object.keys(FAMILY_NAMES).map((f) => [f, true])) as Applicability;
  return { ...all, ...except };
}

export function onlyFamilies(
  families: readonly PlatformFamily[],
  reason: (family: string) => string,
): Applicability {
  const out = {} as Applicability;
  for (const family of Object.keys(FAMILY_NAMES) as PlatformFamily[])
    out[family] = families.includes(family) ? true : reason(FAMILY_NAMES[family]);
  return out;
}

type ConfigEvaluate = (
  config: ParsedConfig,
  device: AssessedDevice,
  network: AssessmentNetwork,
) => CheckOutcome;

/** A check of the configuration model: evaluated only on devices whose configuration was parsed. */
export function configCheck(
  description: Omit<CheckDescription, 'category'>,
  applies: Applicability,
  evaluate: ConfigEvaluate,
): Check {
  return {
    ...description,
    category: 'configuration',
    evaluate: (device, network) => {
      const config = device.config;
      if (!config) return { notApplicable: device.noConfig ?? NO_CONFIG };
      const applicable = applies[config.family];
      if (applicable !== true) return { notApplicable: applicable };
      return evaluate(config, device, network);
    },
  };
}

/**
 * A check of the operational state (stored ports, hosts, spanning tree, neighbours), on every device; one that
 * cannot judge a device (no minimum known for its software) says why.
 */
export function operationalCheck(
  description: Omit<CheckDescription, 'category'>,
  evaluate: (device: AssessedDevice, network: AssessmentNetwork) => CheckOutcome,
): Check {
  return { ...description, category: 'operational', evaluate };
}
