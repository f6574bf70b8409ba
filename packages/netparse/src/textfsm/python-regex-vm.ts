/**
 * A backtracking matcher with Python's capture semantics, for the few patterns where JavaScript's differ: a
 * group inside a repeated group keeps the text of the last iteration that set it (JavaScript forgets it at each
 * new iteration), and a back-reference to a group that did not take part fails (JavaScript matches it as empty).
 * It explores alternatives in the same order as both engines, so it finds the same overall match. Single
 * characters, anchors and look-arounds are matched by small sticky JavaScript regexes.
 */
import type { RxNode } from './python-regex-parse';

type Inst =
  | { op: 'leaf'; re: RegExp; caps?: ReadonlyArray<readonly [group: number, jsGroup: number]> }
  | { op: 'split'; first: number; second: number }
  | { op: 'jmp'; to: number }
  | { op: 'save'; slot: number }
  | { op: 'ref'; group: number }
  | { op: 'atomic'; prog: Inst[] }
  /** Starts a repetition: no iteration before. */
  | { op: 'reset'; reg: number }
  /** Notes where an iteration starts. */
  | { op: 'mark'; reg: number }
  /** After a greedy iteration: one that matched nothing ends the repetition (Python's `MAX_UNTIL`). */
  | { op: 'progress'; reg: number; exit: number }
  /** Before a lazy iteration: fails if the previous one matched nothing (Python's `MIN_UNTIL`). */
  | { op: 'check'; reg: number }
  | { op: 'match' };

/** Steps after which a match attempt gives up (the caller then keeps JavaScript's answer). */
export const VM_STEP_BUDGET = 1_000_000;
/** Programs larger than this (huge counted repetitions) are not built. */
const MAX_PROGRAM = 50_000;

export class VmTooLarge extends Error {}

type EmitLook = (node: RxNode) => { source: string; groupIndex: ReadonlyMap<number, number> };

export class PythonVm {
  private readonly prog: Inst[];
  private regs = 0;
  private size = 0;

  constructor(
    root: RxNode,
    private readonly groupCount: number,
    private readonly flags: string,
    private readonly emitLook: EmitLook,
    private readonly ignoreCase: boolean,
  ) {
    this.prog = this.program(root);
  }

  private program(node: RxNode): Inst[] {
    const out: Inst[] = [];
    this.compile(node, out);
    out.push({ op: 'match' });
    return out;
  }

  private push(out: Inst[], inst: Inst): void {
    if (++this.size > MAX_PROGRAM) throw new VmTooLarge();
    out.push(inst);
  }

  private compile(node: RxNode, out: Inst[]): void {
    switch (node.t) {
      case 'leaf':
        this.push(out, { op: 'leaf', re: new RegExp(node.src, `${this.flags}y`) });
        return;
      case 'look': {
        const { source, groupIndex } = this.emitLook(node);
        const caps = [...groupIndex.entries()];
        this.push(out, {
          op: 'leaf',
          re: new RegExp(source, `${this.flags}y${caps.length > 0 ? 'd' : ''}`),
          caps: caps.length > 0 ? caps : undefined,
        });
        return;
      }
      case 'seq':
        for (const item of node.items) this.compile(item, out);
        return;
      case 'alt': {
        const jumps: Array<{ op: 'jmp'; to: number }> = [];
        node.branches.forEach((branch, i) => {
          const last = i === node.branches.length - 1;
          let split: { op: 'split'; first: number; second: number } | undefined;
          if (!last) {
            split = { op: 'split', first: out.length + 1, second: -1 };
            this.push(out, split);
          }
          this.compile(branch, out);
          if (!last) {
            const jmp = { op: 'jmp' as const, to: -1 };
            this.push(out, jmp);
            jumps.push(jmp);
          }
          if (split) split.second = out.length;
        });
        for (const j of jumps) j.to = out.length;
        return;
      }
      case 'group':
        if (node.group === undefined) {
          this.compile(node.body, out);
          return;
        }
        this.push(out, { op: 'save', slot: node.group * 2 });
        this.compile(node.body, out);
        this.push(out, { op: 'save', slot: node.group * 2 + 1 });
        return;
      case 'atomic':
        this.push(out, { op: 'atomic', prog: this.program(node.body) });
        return;
      case 'ref':
        this.push(out, { op: 'ref', group: node.group });
        return;
      case 'repeat': {
        if (node.possessive) {
          this.push(out, { op: 'atomic', prog: this.program({ ...node, possessive: false }) });
          return;
        }
        for (let k = 0; k < node.min; k++) this.compile(node.body, out);
        if (node.max === node.min) return;
        const reg = this.regs++;
        this.push(out, { op: 'reset', reg });
        // Optional iterations: unrolled when counted, a loop when unbounded.
        const unbounded = node.max === Number.POSITIVE_INFINITY;
        const copies = unbounded ? 1 : node.max - node.min;
        const splits: Array<{ op: 'split'; first: number; second: number }> = [];
        const progress: Array<{ op: 'progress'; reg: number; exit: number }> = [];
        const loop = out.length;
        for (let k = 0; k < copies; k++) {
          const split = { op: 'split' as const, first: -1, second: -1 };
          this.push(out, split);
          splits.push(split);
          const body = out.length;
          if (node.lazy) this.push(out, { op: 'check', reg });
          this.push(out, { op: 'mark', reg });
          this.compile(node.body, out);
          if (!node.lazy) {
            const p = { op: 'progress' as const, reg, exit: -1 };
            this.push(out, p);
            progress.push(p);
          }
          split.first = body;
        }
        if (unbounded) this.push(out, { op: 'jmp', to: loop });
        const exit = out.length;
        for (const split of splits) {
          if (node.lazy) {
            split.second = split.first;
            split.first = exit;
          } else {
            split.second = exit;
          }
        }
        for (const p of progress) p.exit = exit;
        return;
      }
    }
  }

  /**
   * Python's `re.match` (or `fullmatch`) from position 0: the capture slots (start, end per group; index 0 and
   * 1 the whole match), null when there is no match, or `'budget'` when the attempt took too long.
   */
  run(text: string, full: boolean): Array<number | undefined> | null | 'budget' {
    const slots: Array<number | undefined> = new Array((this.groupCount + 1) * 2);
    const regs: number[] = new Array(this.regs).fill(-1);
    const budget = { steps: 0 };
    const end = this.exec(this.prog, text, 0, slots, regs, full, budget);
    if (end === 'budget') return 'budget';
    if (end === null) return null;
    slots[0] = 0;
    slots[1] = end;
    return slots;
  }

  private exec(
    prog: Inst[],
    text: string,
    start: number,
    slots: Array<number | undefined>,
    regs: number[],
    full: boolean,
    budget: { steps: number },
  ): number | null | 'budget' {
    // Backtrack entries: [kind, a, b] — kind 0 a branch (pc, sp), 1 a slot to restore, 2 a register to restore.
    const stack: Array<number | undefined> = [];
    let pc = 0;
    let sp = start;
    for (;;) {
      let ok = true;
      if (++budget.steps > VM_STEP_BUDGET) return 'budget';
      const inst = prog[pc];
      if (!inst) return null;
      switch (inst.op) {
        case 'leaf': {
          inst.re.lastIndex = sp;
          const m = inst.re.exec(text);
          if (!m) {
            ok = false;
            break;
          }
          if (inst.caps && m.indices) {
            for (const [group, js] of inst.caps) {
              const span = m.indices[js];
              for (const [slot, value] of [
                [group * 2, span?.[0]],
                [group * 2 + 1, span?.[1]],
              ] as const) {
                stack.push(1, slot, slots[slot]);
                slots[slot] = value;
              }
            }
          }
          sp = inst.re.lastIndex;
          pc++;
          break;
        }
        case 'split':
          stack.push(0, inst.second, sp);
          pc = inst.first;
          break;
        case 'jmp':
          pc = inst.to;
          break;
        case 'save':
          stack.push(1, inst.slot, slots[inst.slot]);
          slots[inst.slot] = sp;
          pc++;
          break;
        case 'ref': {
          const s = slots[inst.group * 2];
          const e = slots[inst.group * 2 + 1];
          if (s === undefined || e === undefined) {
            ok = false;
            break;
          }
          const want = text.slice(s, e);
          const got = text.slice(sp, sp + want.length);
          if (this.ignoreCase ? want.toLowerCase() !== got.toLowerCase() : want !== got) {
            ok = false;
            break;
          }
          sp += want.length;
          pc++;
          break;
        }
        case 'atomic': {
          const inner = slots.slice();
          const end = this.exec(inst.prog, text, sp, inner, regs.slice(), false, budget);
          if (end === 'budget') return 'budget';
          if (end === null) {
            ok = false;
            break;
          }
          for (let k = 0; k < inner.length; k++) {
            if (inner[k] !== slots[k]) {
              stack.push(1, k, slots[k]);
              slots[k] = inner[k];
            }
          }
          sp = end;
          pc++;
          break;
        }
        case 'reset':
        case 'mark':
          stack.push(2, inst.reg, regs[inst.reg]);
          regs[inst.reg] = inst.op === 'reset' ? -1 : sp;
          pc++;
          break;
        case 'progress':
          pc = regs[inst.reg] === sp ? inst.exit : pc + 1;
          break;
        case 'check':
          if (regs[inst.reg] === sp) ok = false;
          else pc++;
          break;
        case 'match':
          if (full && sp !== text.length) ok = false;
          else return sp;
          break;
      }
      if (ok) continue;
      // Backtrack: undo saved state up to the newest branch, and resume there.
      for (;;) {
        if (stack.length === 0) return null;
        const c = stack.pop();
        const b = stack.pop();
        const kind = stack.pop();
        if (kind === 0) {
          pc = b ?? 0;
          sp = c ?? 0;
          break;
        }
        if (kind === 1) slots[b ?? 0] = c;
        else regs[b ?? 0] = c ?? -1;
      }
    }
  }
}
