import type { ExpressionNode } from './ast';
import { EvaluationError } from './evaluationError';
import { BUILTIN_FUNCTIONS, type ExpressionFunction, type FunctionContext } from './functions';
import { EXPRESSION_MAX_STEPS } from './limits';
import { isForbiddenName } from './names';
import { applyBinary, applyUnary } from './operators';
import { parseExpression } from './parse';
import { printExpression } from './print';
import {
  type ExpressionError,
  type ExpressionLogger,
  type ExpressionResult,
  fail,
  silentLogger,
  succeed,
} from './result';
import { readMember, readScope } from './safeAccess';

/** Component values by id plus `data`, `form`, `collections`, `value` (see README "Scope"). */
export type ExpressionScope = Readonly<Record<string, unknown>>;

export interface EvaluateOptions {
  logger?: ExpressionLogger;
  /** Node visits allowed; defaults to EXPRESSION_MAX_STEPS (scripts: SCRIPT_MAX_STEPS). */
  maxSteps?: number;
  /** The clock behind today() and now(), e.g. shifted to the location's time. */
  now?: () => Date;
}

/** Variables a script declared; they shadow the scope. */
export interface LocalVariables {
  lookup(name: string): { value: unknown } | undefined;
}

/** One evaluation's state: its step count, its functions and the names it can see. */
export class Evaluation implements FunctionContext {
  private steps = 0;
  locals: LocalVariables | undefined;

  constructor(
    private readonly scope: ExpressionScope,
    private readonly maxSteps: number,
    private readonly clock: () => Date,
    private readonly functions: ReadonlyMap<string, ExpressionFunction> = BUILTIN_FUNCTIONS,
  ) {}

  charge(steps: number): void {
    this.steps += steps;
    if (this.steps > this.maxSteps) throw new EvaluationError(`Step limit of ${this.maxSteps} exceeded`);
  }

  now(): Date {
    return this.clock();
  }

  evaluate(node: ExpressionNode): unknown {
    this.charge(1);
    switch (node.type) {
      case 'Literal':
        return node.value;
      case 'Identifier':
        return this.read(node.name);
      case 'Member':
        return readMember(this.evaluate(node.object), this.evaluate(node.property));
      case 'Call': {
        const call = this.functions.get(node.callee);
        if (call === undefined) throw new EvaluationError(`Unknown function '${node.callee}'`);
        return call(
          node.args.map((arg) => this.evaluate(arg)),
          this,
        );
      }
      case 'Unary':
        return applyUnary(node.operator, this.evaluate(node.argument));
      case 'Binary':
        return applyBinary(node.operator, this.evaluate(node.left), this.evaluate(node.right));
      case 'Logical': {
        const left = this.evaluate(node.left);
        if (node.operator === '&&') return left ? this.evaluate(node.right) : left;
        if (node.operator === '||') return left ? left : this.evaluate(node.right);
        return left ?? this.evaluate(node.right);
      }
      case 'Conditional':
        return this.evaluate(node.test) ? this.evaluate(node.consequent) : this.evaluate(node.alternate);
      case 'Array':
        return node.elements.map((element) => this.evaluate(element));
      case 'Object': {
        const object: Record<string, unknown> = {};
        for (const { key, value } of node.properties) {
          // Trees can be built by hand, not only parsed: refuse the keys that would reach a prototype.
          if (isForbiddenName(key)) throw new EvaluationError(`'${key}' is not allowed`);
          object[key] = this.evaluate(value);
        }
        return object;
      }
    }
  }

  private read(name: string): unknown {
    if (isForbiddenName(name)) throw new EvaluationError(`'${name}' is not allowed`);
    const local = this.locals?.lookup(name);
    return local === undefined ? readScope(this.scope, name) : local.value;
  }
}

function systemClock(): Date {
  return new Date();
}

/** An evaluation configured from options; `defaultSteps` differs for expressions and scripts. */
export function createEvaluation(
  scope: ExpressionScope,
  options: EvaluateOptions,
  defaultSteps = EXPRESSION_MAX_STEPS,
  functions: ReadonlyMap<string, ExpressionFunction> = BUILTIN_FUNCTIONS,
): Evaluation {
  return new Evaluation(scope, options.maxSteps ?? defaultSteps, options.now ?? systemClock, functions);
}

/** Runs `run`, turning any failure (a refusal, the step limit, even a stack overflow) into a value. */
export function guarded<T>(run: () => T): ExpressionResult<T> {
  try {
    return succeed(run());
  } catch (error) {
    return fail(error instanceof Error ? error.message : 'Evaluation failed');
  }
}

/** Spec section 8: computed expression errors are logged (and yield no value). */
export function logExpressionError(
  options: EvaluateOptions,
  error: ExpressionError,
  expression: string | undefined,
): void {
  (options.logger ?? silentLogger).warn(`Computed expression error: ${error.message}`, {
    expression,
    position: error.position,
  });
}

/**
 * Evaluates a parsed expression against `scope` only. Never throws; failures are
 * logged and come back as values.
 */
export function evaluateExpression(
  node: ExpressionNode,
  scope: ExpressionScope,
  options: EvaluateOptions = {},
): ExpressionResult<unknown> {
  const evaluation = createEvaluation(scope, options);
  const result = guarded(() => evaluation.evaluate(node));
  if (!result.ok) {
    const printed = guarded(() => printExpression(node));
    logExpressionError(options, result.error, printed.ok ? printed.value : undefined);
  }
  return result;
}

/** Parses and evaluates source text; the value, or undefined after logging when it fails. */
export function computeExpression(
  source: string,
  scope: ExpressionScope,
  options: EvaluateOptions = {},
): unknown {
  const parsed = parseExpression(source);
  if (!parsed.ok) {
    logExpressionError(options, parsed.error, source);
    return undefined;
  }
  const result = evaluateExpression(parsed.value, scope, options);
  return result.ok ? result.value : undefined;
}
