import { settingsMessages as m } from '../messages';
import { CUSTOM_FIELD_MODELS, type CustomFieldModel } from './custom-fields';

const MODEL_LABELS: Record<CustomFieldModel, string> = { devices: m.modelDevices, hosts: m.modelHosts };

/** The models that carry custom fields, as the segmented controls offer them. */
export const MODEL_OPTIONS = CUSTOM_FIELD_MODELS.map((model) => ({
  value: model,
  label: MODEL_LABELS[model],
}));

export const isModel = (value: string): value is CustomFieldModel =>
  (CUSTOM_FIELD_MODELS as readonly string[]).includes(value);
