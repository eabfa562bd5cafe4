import type { ComponentNode } from '../model/layout';

/**
 * Translates the FHIRPath SDC forms use for calculations into our expression language, so an
 * imported calculation runs in the one engine both apps and the server use: answers of items
 * (`%resource.item.where(linkId='x').answer.value`, `repeat(item)`, `answerDecimal`…),
 * Questionnaire variables (`%weight`), numbers, + - * /, parentheses, `.round(n)`, `.power(n)`
 * for small whole n, and the scores sum `%resource.answers().value.ordinal().sum()` (also
 * `weight()`). Anything else gives undefined: the expression is then kept as it came and reported.
 */
export interface FhirPathContext {
  /** The component an item's linkId became. */
  componentOf: (linkId: string) => ComponentNode | undefined;
  /** Questionnaire variables, already translated. */
  variables: ReadonlyMap<string, string>;
  /** Every weighted (Assessment) component, for the scores sum. */
  scored: readonly ComponentNode[];
}

const TOKEN = /\s*(%?[A-Za-z_][A-Za-z0-9_]*|\d+(?:\.\d+)?|'(?:[^'\\]|\\.)*'|[()+\-*/.,=])/y;

function tokenize(source: string): string[] | undefined {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.trimEnd().length) {
    const match = TOKEN.exec(source);
    if (!match?.[1]) return undefined;
    tokens.push(match[1]);
  }
  return tokens;
}

class Parser {
  private index = 0;
  constructor(
    private readonly tokens: string[],
    private readonly context: FhirPathContext,
  ) {}

  parse(): string | undefined {
    const result = this.additive();
    return result !== undefined && this.index === this.tokens.length ? result : undefined;
  }

  private peek(): string | undefined {
    return this.tokens[this.index];
  }

  private take(expected?: string): string | undefined {
    const token = this.tokens[this.index];
    if (expected !== undefined && token !== expected) return undefined;
    this.index += 1;
    return token;
  }

  private additive(): string | undefined {
    let left = this.multiplicative();
    while (left !== undefined && (this.peek() === '+' || this.peek() === '-')) {
      const operator = this.take();
      const right = this.multiplicative();
      left = right === undefined ? undefined : `${left} ${operator} ${right}`;
    }
    return left;
  }

  private multiplicative(): string | undefined {
    let left = this.postfix();
    while (left !== undefined && (this.peek() === '*' || this.peek() === '/')) {
      const operator = this.take();
      const right = this.postfix();
      left = right === undefined ? undefined : `${left} ${operator} ${right}`;
    }
    return left;
  }

  private postfix(): string | undefined {
    let value = this.primary();
    while (value !== undefined && this.peek() === '.') {
      this.take('.');
      const name = this.take();
      if (this.take('(') === undefined) return undefined;
      const argument = this.peek() === ')' ? undefined : this.additive();
      if (this.take(')') === undefined) return undefined;
      if (name === 'round') value = `round(${value}, ${argument ?? '0'})`;
      else if (name === 'power' && argument !== undefined && /^[1-3]$/.test(argument)) {
        value = `(${Array.from({ length: Number(argument) }, () => value).join(' * ')})`;
      } else if (name === 'abs' || name === 'floor') value = `${name}(${value})`;
      else if (name === 'ceiling') value = `ceil(${value})`;
      else return undefined;
    }
    return value;
  }

  private primary(): string | undefined {
    const token = this.peek();
    if (token === undefined) return undefined;
    if (token === '(') {
      this.take();
      const inner = this.additive();
      return this.take(')') === undefined || inner === undefined ? undefined : `(${inner})`;
    }
    if (/^\d/.test(token)) return this.take();
    if (token === '-') {
      this.take();
      const operand = this.postfix();
      return operand === undefined ? undefined : `-${operand}`;
    }
    if (token === '%resource' || token === '%context') return this.answerPath();
    if (token.startsWith('%')) {
      this.take();
      const variable = this.context.variables.get(token.slice(1));
      return variable === undefined ? undefined : `(${variable})`;
    }
    return undefined;
  }

  /** `%resource(.item|.repeat(item)).where(linkId='x')….answer.value[x]`, or the scores sum. */
  private answerPath(): string | undefined {
    this.take();
    const rest = this.tokens.slice(this.index).join('');
    const sum = /^\.answers\(\)\.value\.(?:ordinal|weight)\(\)\.sum\(\)/.exec(rest);
    if (sum) {
      this.skipText(sum[0]);
      if (this.context.scored.length === 0) return undefined;
      return `sum(${this.context.scored.map((component) => `${component.id}.value`).join(', ')})`;
    }
    const answer =
      /^(?:\.item\.where\(linkId='([^']+)'\)|\.repeat\(item\)\.where\(linkId='([^']+)'\))\.answer\.value(?:Decimal|Integer|Quantity\.value)?/.exec(
        rest,
      );
    if (!answer) return undefined;
    this.skipText(answer[0]);
    const component = this.context.componentOf(answer[1] ?? answer[2] ?? '');
    return component ? `number(${component.id})` : undefined;
  }

  /** Steps over the tokens that spell `text` (matched on the joined tokens). */
  private skipText(text: string): void {
    let consumed = '';
    while (consumed.length < text.length && this.index < this.tokens.length) consumed += this.take();
  }
}

/** Our `{{ }}` expression for a FHIRPath calculation, or undefined when it cannot be said. */
export function expressionFromFhirPath(source: string, context: FhirPathContext): string | undefined {
  const tokens = tokenize(source);
  if (!tokens) return undefined;
  return new Parser(tokens, context).parse();
}
