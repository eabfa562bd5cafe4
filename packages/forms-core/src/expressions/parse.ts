import type { BinaryOperator, ExpressionNode, LiteralValue, LogicalOperator } from './ast';
import { MAX_TREE_DEPTH } from './limits';
import { isForbiddenName, STATEMENT_KEYWORDS, UNSUPPORTED_KEYWORDS } from './names';
import { type ExpressionResult, fail, succeed } from './result';
import { type Punctuator, type Token, tokenizeExpression } from './tokenize';
import { treeDepth } from './treeDepth';

/** Binding power of each infix operator (higher binds tighter), as in JavaScript. */
export const INFIX_PRECEDENCE: Readonly<Record<BinaryOperator | LogicalOperator, number>> = {
  '??': 1,
  '||': 1,
  '&&': 2,
  '==': 3,
  '!=': 3,
  '===': 3,
  '!==': 3,
  '<': 4,
  '<=': 4,
  '>': 4,
  '>=': 4,
  '+': 5,
  '-': 5,
  '*': 6,
  '/': 6,
  '%': 6,
};
/** The ternary binds looser than every infix operator; unary tighter. */
export const CONDITIONAL_PRECEDENCE = 0;
export const UNARY_PRECEDENCE = 7;

const LOGICAL: ReadonlySet<string> = new Set(['&&', '||', '??']);
const LITERAL_KEYWORDS: ReadonlyMap<string, LiteralValue> = new Map<string, LiteralValue>([
  ['true', true],
  ['false', false],
  ['null', null],
  ['undefined', undefined],
]);
/** Parentheses, brackets and unary operators nested deeper than this are refused before the stack suffers. */
const MAX_NESTING = 200;

export class ParseError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

function isInfixOperator(value: Punctuator): value is BinaryOperator | LogicalOperator {
  return Object.hasOwn(INFIX_PRECEDENCE, value);
}

/**
 * A cursor over tokens with the expression grammar (Pratt parsing). The script
 * parser extends it with statements, so both share one grammar.
 */
export class ExpressionParser {
  private index = 0;
  private nesting = 0;
  private expressionLevel = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  peek(offset = 0): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)] as Token;
  }

  next(): Token {
    const token = this.peek();
    if (token.type !== 'eof') this.index++;
    return token;
  }

  isPunctuator(value: Punctuator, offset = 0): boolean {
    const token = this.peek(offset);
    return token.type === 'punctuator' && token.value === value;
  }

  isKeyword(value: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token.type === 'identifier' && token.value === value;
  }

  expectPunctuator(value: Punctuator): void {
    if (!this.isPunctuator(value)) throw this.unexpected(`'${value}'`);
    this.next();
  }

  /** A name a script may declare or assign. */
  expectBindingName(): string {
    const token = this.next();
    if (token.type !== 'identifier') throw new ParseError('Expected a name', token.start);
    checkIdentifier(token.value, token.start);
    return token.value;
  }

  unexpected(expected: string): ParseError {
    const token = this.peek();
    const found = token.type === 'eof' ? 'end of input' : `'${String(token.value)}'`;
    return new ParseError(`Expected ${expected} but found ${found}`, token.start);
  }

  /** Tracks nesting so crafted input like 100k parentheses fails cleanly instead of overflowing the stack. */
  nested<T>(read: () => T): T {
    if (++this.nesting > MAX_NESTING) {
      throw new ParseError('Expression is nested too deeply', this.peek().start);
    }
    try {
      return read();
    } finally {
      this.nesting--;
    }
  }

  /** Parses one expression; the outermost call also bounds the depth of the finished tree. */
  parseExpression(minPrecedence = CONDITIONAL_PRECEDENCE): ExpressionNode {
    const outermost = this.expressionLevel === 0;
    const start = this.peek().start;
    this.expressionLevel++;
    try {
      const node = this.nested(() => this.parseInfix(minPrecedence));
      // Left-leaning chains (a + b + c ...) grow the tree without nesting the parser.
      if (outermost && treeDepth(node) > MAX_TREE_DEPTH) {
        throw new ParseError('Expression is nested too deeply', start);
      }
      return node;
    } finally {
      this.expressionLevel--;
    }
  }

  private parseInfix(minPrecedence: number): ExpressionNode {
    let left = this.parseUnary();
    for (;;) {
      const token = this.peek();
      if (token.type !== 'punctuator') break;
      if (token.value === '?' && minPrecedence <= CONDITIONAL_PRECEDENCE) {
        this.next();
        const consequent = this.parseExpression();
        this.expectPunctuator(':');
        const alternate = this.parseExpression();
        left = { type: 'Conditional', test: left, consequent, alternate };
        continue;
      }
      if (!isInfixOperator(token.value)) break;
      const precedence = INFIX_PRECEDENCE[token.value];
      if (precedence <= minPrecedence) break;
      this.next();
      const right = this.parseExpression(precedence);
      left = LOGICAL.has(token.value)
        ? { type: 'Logical', operator: token.value as LogicalOperator, left, right }
        : { type: 'Binary', operator: token.value as BinaryOperator, left, right };
    }
    return left;
  }

  private parseUnary(): ExpressionNode {
    const token = this.peek();
    if (token.type === 'punctuator' && (token.value === '!' || token.value === '-' || token.value === '+')) {
      this.next();
      const argument = this.nested(() => this.parseUnary());
      return { type: 'Unary', operator: token.value, argument };
    }
    return this.parsePostfix(this.parsePrimary());
  }

  private parsePostfix(start: ExpressionNode): ExpressionNode {
    let node = start;
    for (;;) {
      if (this.isPunctuator('.') || (this.isPunctuator('?.') && !this.isPunctuator('[', 1))) {
        this.next();
        const name = this.next();
        if (name.type !== 'identifier') throw new ParseError('Expected a property name', name.start);
        checkMemberName(name.value, name.start);
        node = { type: 'Member', object: node, property: { type: 'Literal', value: name.value } };
      } else if (this.isPunctuator('[') || this.isPunctuator('?.')) {
        if (this.isPunctuator('?.')) this.next();
        this.next();
        const at = this.peek().start;
        const property = this.parseExpression();
        this.expectPunctuator(']');
        if (property.type === 'Literal' && typeof property.value === 'string')
          checkMemberName(property.value, at);
        node = { type: 'Member', object: node, property };
      } else if (this.isPunctuator('(')) {
        throw new ParseError('Only whitelisted functions can be called, by name', this.peek().start);
      } else {
        return node;
      }
    }
  }

  private parsePrimary(): ExpressionNode {
    const token = this.next();
    switch (token.type) {
      case 'number':
      case 'string':
        return { type: 'Literal', value: token.value };
      case 'identifier':
        return this.parseName(token.value, token.start);
      case 'punctuator':
        if (token.value === '(') {
          const inner = this.parseExpression();
          this.expectPunctuator(')');
          return inner;
        }
        if (token.value === '[') return this.parseArray();
        if (token.value === '{') return this.parseObject();
        throw new ParseError(`Unexpected '${token.value}'`, token.start);
      case 'eof':
        throw new ParseError('Unexpected end of input', token.start);
    }
  }

  private parseName(name: string, start: number): ExpressionNode {
    if (LITERAL_KEYWORDS.has(name)) return { type: 'Literal', value: LITERAL_KEYWORDS.get(name) };
    if (!this.isPunctuator('(')) {
      checkIdentifier(name, start);
      return { type: 'Identifier', name };
    }
    // Function names live apart from values, so `if(a, b, c)` is the if() function even in scripts.
    if (UNSUPPORTED_KEYWORDS.has(name) || isForbiddenName(name)) checkIdentifier(name, start);
    this.next();
    const args = this.parseList(')');
    return { type: 'Call', callee: name, args };
  }

  private parseArray(): ExpressionNode {
    return { type: 'Array', elements: this.parseList(']') };
  }

  /** Comma-separated expressions up to `close`; a trailing comma is allowed. */
  private parseList(close: Punctuator): ExpressionNode[] {
    const items: ExpressionNode[] = [];
    while (!this.isPunctuator(close)) {
      items.push(this.parseExpression());
      if (!this.isPunctuator(close)) this.expectPunctuator(',');
    }
    this.next();
    return items;
  }

  private parseObject(): ExpressionNode {
    const properties: Array<{ key: string; value: ExpressionNode }> = [];
    while (!this.isPunctuator('}')) {
      const token = this.next();
      if (token.type === 'eof' || token.type === 'punctuator') {
        throw new ParseError('Expected a property name', token.start);
      }
      const key = String(token.value);
      checkMemberName(key, token.start);
      if (this.isPunctuator(':')) {
        this.next();
        properties.push({ key, value: this.parseExpression() });
      } else if (token.type === 'identifier') {
        // Shorthand `{ TextInput1 }`, as in JavaScript.
        properties.push({ key, value: this.parseName(key, token.start) });
      } else {
        throw this.unexpected("':'");
      }
      if (!this.isPunctuator('}')) this.expectPunctuator(',');
    }
    this.next();
    return { type: 'Object', properties };
  }
}

function checkIdentifier(name: string, position: number): void {
  if (UNSUPPORTED_KEYWORDS.has(name)) throw new ParseError(`'${name}' is not supported`, position);
  if (STATEMENT_KEYWORDS.has(name) || LITERAL_KEYWORDS.has(name)) {
    throw new ParseError(`'${name}' is a reserved word`, position);
  }
  if (isForbiddenName(name)) throw new ParseError(`'${name}' is not allowed`, position);
}

function checkMemberName(name: string, position: number): void {
  if (isForbiddenName(name)) throw new ParseError(`'${name}' is not allowed`, position);
}

/** Runs a parser over the tokens of `source` to its end, turning errors into values. */
export function parseWith<P extends ExpressionParser, T>(
  source: string,
  create: (tokens: readonly Token[]) => P,
  read: (parser: P) => T,
): ExpressionResult<T> {
  const tokens = tokenizeExpression(source);
  if (!tokens.ok) return tokens;
  try {
    const parser = create(tokens.value);
    const value = read(parser);
    if (parser.peek().type !== 'eof') throw parser.unexpected('end of input');
    return succeed(value);
  } catch (error) {
    if (error instanceof ParseError) return fail(error.message, error.position);
    // A host failure such as a stack overflow still must not escape the API.
    return fail(error instanceof Error ? error.message : 'Could not read the expression', 0);
  }
}

/** Parses one expression. Never throws: errors come back as values with a position. */
export function parseExpression(source: string): ExpressionResult<ExpressionNode> {
  return parseWith(
    source,
    (tokens) => new ExpressionParser(tokens),
    (parser) => parser.parseExpression(),
  );
}
