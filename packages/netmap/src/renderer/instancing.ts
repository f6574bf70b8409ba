/** A WebGL attribute of a sigma program definition. */
export type AttributeSpec = { name: string; size: number; type: number; normalized?: boolean };

/** The parts of a sigma program definition that instancing concerns. */
export type InstancedDefinition = {
  VERTICES: number;
  ATTRIBUTES: AttributeSpec[];
  CONSTANT_ATTRIBUTES?: AttributeSpec[];
  CONSTANT_DATA?: number[][];
};

/** How one instance becomes `vertices` vertices: per-instance items, then the vertex's constant items. */
export type ExpansionPlan = {
  instanceItems: number;
  constantItems: number;
  vertices: number;
  /** Constant items of every vertex, vertex after vertex, as bits (floats are copied bit for bit). */
  constants: Uint32Array;
};

/**
 * The definition without instancing: the constant (per-vertex) attributes become ordinary attributes after the
 * per-instance ones, and the plan to fill them. `null` plan: the program was not instanced.
 */
export function withoutConstantAttributes<D extends InstancedDefinition>(
  def: D,
  itemsCount: (attributes: AttributeSpec[]) => number,
): { definition: Omit<D, 'CONSTANT_ATTRIBUTES' | 'CONSTANT_DATA'>; plan: ExpansionPlan | null } {
  const constantAttributes = def.CONSTANT_ATTRIBUTES ?? [];
  const { CONSTANT_ATTRIBUTES: _attributes, CONSTANT_DATA: _data, ...rest } = def;
  if (constantAttributes.length === 0) return { definition: rest, plan: null };
  const constants = Float32Array.from((def.CONSTANT_DATA ?? []).flat());
  return {
    definition: { ...rest, ATTRIBUTES: [...def.ATTRIBUTES, ...constantAttributes] },
    plan: {
      instanceItems: itemsCount(def.ATTRIBUTES),
      constantItems: itemsCount(constantAttributes),
      vertices: def.VERTICES,
      constants: new Uint32Array(constants.buffer),
    },
  };
}

/** Writes one instance (`instance`, its per-instance items) as `plan.vertices` vertices into `out` at `start`. */
export function expandInstance(
  out: Uint32Array,
  start: number,
  instance: Uint32Array,
  plan: ExpansionPlan,
): void {
  const { instanceItems, constantItems, vertices, constants } = plan;
  let o = start;
  for (let v = 0; v < vertices; v += 1) {
    for (let k = 0; k < instanceItems; k += 1) out[o++] = instance[k] ?? 0;
    for (let k = 0; k < constantItems; k += 1) out[o++] = constants[v * constantItems + k] ?? 0;
  }
}
