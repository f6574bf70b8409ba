import { createNodeBorderProgram } from '@sigma/node-border';
import type { Attributes } from 'graphology-types';
import { NodeCircleProgram, type NodeProgramType } from 'sigma/rendering';
import type { RenderParams } from 'sigma/types';

// The parts of sigma's AbstractProgram used here (`pickProgram` is public in sigma's declarations).
declare class ProgramInstance {
  pickProgram: unknown;
  render(params: RenderParams): void;
}

/**
 * Level of detail inside sigma's render loop. In software WebGL (SwiftShader) a frame costs about the number
 * of primitives drawn, and every node is drawn twice (colour pass and picking pass). While the camera moves
 * nobody hovers, so the picking pass is skipped, and `minor` programs (hosts, unknown devices) are not drawn.
 */
export function withMovingLevelOfDetail<N extends Attributes, E extends Attributes, G extends Attributes>(
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

export function nodePrograms<N extends Attributes, E extends Attributes, G extends Attributes>(
  plain: boolean,
  isMoving: () => boolean,
): Record<string, NodeProgramType<N, E, G>> {
  const base = (
    plain
      ? NodeCircleProgram
      : createNodeBorderProgram<N, E, G>({
          borders: [
            { size: { attribute: 'borderSize', defaultValue: 0 }, color: { attribute: 'borderColor' } },
            { size: { fill: true }, color: { attribute: 'color' } },
          ],
        })
  ) as NodeProgramType<N, E, G>;
  return {
    bordered: withMovingLevelOfDetail(base, isMoving, false),
    minor: withMovingLevelOfDetail(base, isMoving, true),
  };
}
