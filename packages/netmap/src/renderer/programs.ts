import type { Attributes } from 'graphology-types';
import {
  EdgeLineProgram,
  type EdgeProgramType,
  EdgeRectangleProgram,
  getAttributesItemsCount,
  type NodeProgramType,
} from 'sigma/rendering';
import type { RenderParams } from 'sigma/types';
import { NodeGlyphProgram } from './glyph-program';
import {
  type ExpansionPlan,
  expandInstance,
  type InstancedDefinition,
  withoutConstantAttributes,
} from './instancing';

// The parts of sigma's AbstractProgram used here (`pickProgram` is public in sigma's declarations).
declare class ProgramInstance {
  pickProgram: unknown;
  render(params: RenderParams): void;
}

// The parts of sigma's Program used by the non-instanced variant.
declare class InstancedProgramInstance {
  array: Float32Array;
  getDefinition(): InstancedDefinition;
  processVisibleItem(index: number, startIndex: number, ...rest: unknown[]): void;
}

/**
 * The same program drawn without instancing. Sigma's node programs draw one instance (3 vertices) per node with
 * `drawArraysInstanced`; SwiftShader, the software WebGL of machines without a GPU, processes each instance
 * almost like a draw call of its own (about 25 µs per node and pass at 10k nodes, most of a first frame). Here
 * the per-node attributes are written once per vertex, next to the per-vertex constants, and the whole program is
 * one `drawArrays`: 3× the buffer, one draw. The shaders are unchanged (attributes are read the same way).
 */
function withoutInstancing<T>(Base: T): T {
  const Program = Base as unknown as new (...args: unknown[]) => InstancedProgramInstance;
  let plan: ExpansionPlan | null = null;
  class NonInstanced extends Program {
    private scratch = new Float32Array(0);
    private scratchBits: Uint32Array = new Uint32Array(0);
    private arrayBits: Uint32Array = new Uint32Array(0);

    override getDefinition(): InstancedDefinition {
      const result = withoutConstantAttributes(super.getDefinition(), getAttributesItemsCount);
      plan ??= result.plan;
      return result.definition;
    }

    override processVisibleItem(index: number, startIndex: number, ...rest: unknown[]): void {
      if (!plan) {
        super.processVisibleItem(index, startIndex, ...rest);
        return;
      }
      if (this.scratch.length !== plan.instanceItems) {
        this.scratch = new Float32Array(plan.instanceItems);
        this.scratchBits = new Uint32Array(this.scratch.buffer);
      }
      // The original program writes one instance into the scratch array, which is then repeated per vertex.
      const target = this.array;
      this.array = this.scratch;
      try {
        super.processVisibleItem(index, 0, ...rest);
      } finally {
        this.array = target;
      }
      // Bit copies: colours and ids are bytes packed into floats.
      if (this.arrayBits.buffer !== target.buffer) this.arrayBits = new Uint32Array(target.buffer);
      expandInstance(this.arrayBits, startIndex, this.scratchBits, plan);
    }
  }
  return NonInstanced as unknown as T;
}

/**
 * Level of detail inside sigma's render loop. In software WebGL (SwiftShader) a frame costs about the number
 * of primitives drawn, and every node is drawn twice (colour pass and picking pass). While the camera moves
 * nobody hovers, so the picking pass is skipped, and `minor` programs (hosts, unknown devices) are not drawn.
 */
function withMovingLevelOfDetail<N extends Attributes, E extends Attributes, G extends Attributes>(
  Base: NodeProgramType<N, E, G>,
  isMoving: () => boolean,
  minor: boolean,
): NodeProgramType<N, E, G> {
  const Program = Base as unknown as new (...args: unknown[]) => ProgramInstance;
  class MovingLevelOfDetail extends Program {
    override render(params: RenderParams): void {
      if (!isMoving()) {
        super.render(params);
        return;
      }
      if (minor) return;
      const pick = this.pickProgram;
      this.pickProgram = null;
      try {
        super.render(params);
      } finally {
        this.pickProgram = pick;
      }
    }
  }
  return MovingLevelOfDetail as unknown as NodeProgramType<N, E, G>;
}

/**
 * sigma registers its default programs (`circle` nodes, `arrow` and `line` edges) besides the ones given, and
 * compiles their shaders; the map's programs take those names, so nothing is compiled twice.
 */
export const NODE_TYPE = 'circle';
/** Hosts and unknown devices: the same program, left out while the camera moves (`withMovingLevelOfDetail`). */
export const MINOR_NODE_TYPE = 'minor';
export const THIN_EDGE_TYPE = 'line';
/** LAGs and emphasised links on graphs whose other links are 1-pixel lines. */
export const THICK_EDGE_TYPE = 'arrow';

/** The node programs: discs with glyphs, drawn without instancing. */
export function nodePrograms<N extends Attributes, E extends Attributes, G extends Attributes>(
  isMoving: () => boolean,
  withMinor: boolean,
): Record<string, NodeProgramType<N, E, G>> {
  const base = withoutInstancing(NodeGlyphProgram as unknown as NodeProgramType<N, E, G>);
  return {
    [NODE_TYPE]: withMovingLevelOfDetail(base, isMoving, false),
    ...(withMinor ? { [MINOR_NODE_TYPE]: withMovingLevelOfDetail(base, isMoving, true) } : {}),
  };
}

/** The edge programs: 1-pixel lines for large graphs (thick ones as quads), quads for small ones. */
export function edgePrograms<N extends Attributes, E extends Attributes, G extends Attributes>(
  thin: boolean,
): Record<string, EdgeProgramType<N, E, G>> {
  const quads = withoutInstancing(EdgeRectangleProgram as unknown as EdgeProgramType<N, E, G>);
  return {
    [THIN_EDGE_TYPE]: thin ? (EdgeLineProgram as unknown as EdgeProgramType<N, E, G>) : quads,
    [THICK_EDGE_TYPE]: quads,
  };
}
