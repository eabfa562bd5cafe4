import type { ScriptNode, StatementNode } from './ast';
import {
  createEvaluation,
  type EvaluateOptions,
  type Evaluation,
  type ExpressionScope,
  guarded,
  type LocalVariables,
} from './evaluate';
import { EvaluationError } from './evaluationError';
import { BUILTIN_FUNCTIONS, type ExpressionFunction } from './functions';
import { SCRIPT_MAX_STEPS } from './limits';
import { DATA_ROOT, isForbiddenName, RESERVED_ROOTS } from './names';
import { applyBinary } from './operators';
import { parseScript } from './parseScript';
import { type ExpressionError, silentLogger } from './result';
import { isPlainData } from './safeAccess';

/** A script's outcome: what it returned and the component values it set, or why it failed (then nothing is set). */
export type ScriptResult =
  | { ok: true; returned: unknown; changes: Record<string, unknown> }
  | { ok: false; error: ExpressionError };

interface Variable {
  value: unknown;
  constant: boolean;
}

/** Block-scoped variables, as `let` and `const` in JavaScript. */
class Environment implements LocalVariables {
  private readonly variables = new Map<string, Variable>();

  constructor(private readonly parent?: Environment) {}

  lookup(name: string): Variable | undefined {
    return this.variables.get(name) ?? this.parent?.lookup(name);
  }

  declare(name: string, value: unknown, constant: boolean): void {
    if (this.variables.has(name)) throw new EvaluationError(`'${name}' is already declared`);
    this.variables.set(name, { value, constant });
  }
}

/** Marks a `return`: statements stop and the script hands back `value`. */
interface Returned {
  value: unknown;
}

class ScriptRun {
  readonly changes = new Map<string, unknown>();
  private readonly evaluation: Evaluation;
  private readonly scope: Record<string, unknown>;

  constructor(scope: ExpressionScope, options: EvaluateOptions) {
    // A working copy, so values the script sets are visible to it, by id and through `data`.
    this.scope = { ...scope };
    const data = scope[DATA_ROOT];
    if (isPlainData(data) && !Array.isArray(data)) this.scope[DATA_ROOT] = { ...data };
    const functions = new Map<string, ExpressionFunction>(BUILTIN_FUNCTIONS);
    functions.set('setValue', ([id, value]) => this.setValue(id, value));
    this.evaluation = createEvaluation(this.scope, options, SCRIPT_MAX_STEPS, functions);
  }

  run(script: ScriptNode): unknown {
    return this.executeAll(script.body, new Environment())?.value;
  }

  private setValue(id: unknown, value: unknown): unknown {
    if (typeof id !== 'string' || id === '') throw new EvaluationError('setValue needs a component id');
    if (isForbiddenName(id) || RESERVED_ROOTS.has(id)) throw new EvaluationError(`'${id}' cannot be set`);
    this.changes.set(id, value);
    this.scope[id] = value;
    const data = this.scope[DATA_ROOT];
    if (isPlainData(data) && !Array.isArray(data)) (data as Record<string, unknown>)[id] = value;
    return value;
  }

  private executeAll(statements: readonly StatementNode[], environment: Environment): Returned | undefined {
    for (const statement of statements) {
      const returned = this.execute(statement, environment);
      if (returned !== undefined) return returned;
    }
    return undefined;
  }

  private evaluate(node: Parameters<Evaluation['evaluate']>[0], environment: Environment): unknown {
    this.evaluation.locals = environment;
    return this.evaluation.evaluate(node);
  }

  private execute(statement: StatementNode, environment: Environment): Returned | undefined {
    this.evaluation.charge(1);
    switch (statement.type) {
      case 'Declaration':
        environment.declare(
          statement.name,
          statement.init === undefined ? undefined : this.evaluate(statement.init, environment),
          statement.kind === 'const',
        );
        return undefined;
      case 'Assignment': {
        const variable = environment.lookup(statement.name);
        if (variable === undefined) {
          throw new EvaluationError(
            `'${statement.name}' is not a declared variable; use setValue('${statement.name}', value) for a component`,
          );
        }
        if (variable.constant) throw new EvaluationError(`'${statement.name}' is a constant`);
        const value = this.evaluate(statement.value, environment);
        variable.value =
          statement.operator === '='
            ? value
            : applyBinary(statement.operator[0] as '+' | '-' | '*' | '/', variable.value, value);
        return undefined;
      }
      case 'If': {
        const branch = this.evaluate(statement.test, environment)
          ? statement.consequent
          : statement.alternate;
        return branch === undefined ? undefined : this.execute(branch, new Environment(environment));
      }
      case 'ForOf':
        return this.executeForOf(statement, environment);
      case 'Return':
        return {
          value:
            statement.argument === undefined ? undefined : this.evaluate(statement.argument, environment),
        };
      case 'Block':
        return this.executeAll(statement.body, new Environment(environment));
      case 'ExpressionStatement':
        this.evaluate(statement.expression, environment);
        return undefined;
    }
  }

  private executeForOf(
    statement: Extract<StatementNode, { type: 'ForOf' }>,
    environment: Environment,
  ): Returned | undefined {
    const iterable = this.evaluate(statement.iterable, environment);
    if (iterable === null || iterable === undefined) return undefined;
    if (!Array.isArray(iterable)) throw new EvaluationError('for...of needs a list');
    // Index over a snapshot: lists are values, so the loop length is fixed when it starts.
    const items: readonly unknown[] = iterable;
    for (let index = 0; index < items.length; index++) {
      const iteration = new Environment(environment);
      iteration.declare(statement.name, items[index], statement.kind === 'const');
      const returned = this.execute(statement.body, iteration);
      if (returned !== undefined) return returned;
    }
    return undefined;
  }
}

/**
 * Runs a script (source or parsed) against `scope`, within SCRIPT_MAX_STEPS by
 * default. Component values are set only through setValue('Id', value). Never
 * throws: failures are logged and returned.
 */
export function runScript(
  script: string | ScriptNode,
  scope: ExpressionScope,
  options: EvaluateOptions = {},
): ScriptResult {
  const logger = options.logger ?? silentLogger;
  const parsed = typeof script === 'string' ? parseScript(script) : { ok: true as const, value: script };
  if (!parsed.ok) {
    logger.warn(`Script error: ${parsed.error.message}`, { position: parsed.error.position });
    return parsed;
  }
  const run = new ScriptRun(scope, options);
  const result = guarded(() => run.run(parsed.value));
  if (!result.ok) {
    logger.warn(`Script error: ${result.error.message}`);
    return result;
  }
  return { ok: true, returned: result.value, changes: Object.fromEntries(run.changes) };
}

/**
 * Runs the form's scoreFunctionBody; the document score is text, so a returned
 * number becomes its decimal text. No value when the script fails or returns nothing usable.
 */
export function runScoreFunction(
  body: string | ScriptNode,
  scope: ExpressionScope,
  options: EvaluateOptions = {},
): string | undefined {
  const result = runScript(body, scope, options);
  if (!result.ok) return undefined;
  const { returned } = result;
  if (typeof returned === 'string') return returned;
  if (typeof returned === 'number' && Number.isFinite(returned)) return String(returned);
  if (returned !== undefined && returned !== null) {
    (options.logger ?? silentLogger).warn('Script error: a score must be a number or text', { returned });
  }
  return undefined;
}
