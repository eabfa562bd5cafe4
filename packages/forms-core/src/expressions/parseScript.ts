import type { AssignmentOperator, ScriptNode, StatementNode } from './ast';
import { ExpressionParser, ParseError, parseWith } from './parse';
import type { ExpressionResult } from './result';
import type { Punctuator } from './tokenize';

const ASSIGNMENT_OPERATORS: ReadonlySet<Punctuator> = new Set<Punctuator>(['=', '+=', '-=', '*=', '/=']);

/** Statements on top of the expression grammar; semicolons are optional. */
class ScriptParser extends ExpressionParser {
  parseScript(): ScriptNode {
    const body: StatementNode[] = [];
    while (this.peek().type !== 'eof') this.pushStatement(body);
    return { type: 'Script', body };
  }

  /** Reads one statement into `body`; empty statements (`;`) add nothing. */
  private pushStatement(body: StatementNode[]): void {
    if (this.isPunctuator(';')) {
      this.next();
      return;
    }
    body.push(this.nested(() => this.parseStatement()));
    if (this.isPunctuator(';')) this.next();
  }

  private parseStatement(): StatementNode {
    if (this.isPunctuator('{')) return this.parseBlock();
    if (this.isKeyword('let') || this.isKeyword('const')) return this.parseDeclaration();
    if (this.isKeyword('if')) return this.parseIf();
    if (this.isKeyword('for')) return this.parseForOf();
    if (this.isKeyword('return')) {
      this.next();
      const ends = this.isPunctuator(';') || this.isPunctuator('}') || this.peek().type === 'eof';
      return { type: 'Return', argument: ends ? undefined : this.parseExpression() };
    }
    const operator = this.peek(1);
    if (
      this.peek().type === 'identifier' &&
      operator.type === 'punctuator' &&
      ASSIGNMENT_OPERATORS.has(operator.value)
    ) {
      const name = this.expectBindingName();
      this.next();
      return {
        type: 'Assignment',
        name,
        operator: operator.value as AssignmentOperator,
        value: this.parseExpression(),
      };
    }
    return { type: 'ExpressionStatement', expression: this.parseExpression() };
  }

  private parseBlock(): StatementNode {
    this.expectPunctuator('{');
    const body: StatementNode[] = [];
    while (!this.isPunctuator('}')) {
      if (this.peek().type === 'eof') throw this.unexpected("'}'");
      this.pushStatement(body);
    }
    this.next();
    return { type: 'Block', body };
  }

  private parseDeclaration(): StatementNode {
    const kind = this.isKeyword('const') ? 'const' : 'let';
    const keyword = this.next();
    const name = this.expectBindingName();
    if (!this.isPunctuator('=')) {
      if (kind === 'const') throw new ParseError(`'${name}' needs a value`, keyword.start);
      return { type: 'Declaration', kind, name, init: undefined };
    }
    this.next();
    return { type: 'Declaration', kind, name, init: this.parseExpression() };
  }

  private parseIf(): StatementNode {
    this.next();
    this.expectPunctuator('(');
    const test = this.parseExpression();
    this.expectPunctuator(')');
    const consequent = this.parseBody();
    if (!this.isKeyword('else')) return { type: 'If', test, consequent, alternate: undefined };
    this.next();
    return { type: 'If', test, consequent, alternate: this.parseBody() };
  }

  private parseForOf(): StatementNode {
    this.next();
    this.expectPunctuator('(');
    if (!this.isKeyword('let') && !this.isKeyword('const')) throw this.unexpected("'const' or 'let'");
    const kind = this.isKeyword('const') ? 'const' : 'let';
    this.next();
    const name = this.expectBindingName();
    if (!this.isKeyword('of')) throw this.unexpected("'of'");
    this.next();
    const iterable = this.parseExpression();
    this.expectPunctuator(')');
    return { type: 'ForOf', kind, name, iterable, body: this.parseBody() };
  }

  /** The single statement after `if (...)`, `else` or `for (...)`, its own `;` included. */
  private parseBody(): StatementNode {
    const body: StatementNode[] = [];
    this.pushStatement(body);
    return body[0] ?? { type: 'Block', body: [] };
  }
}

/** Parses a script (onChange, form script, score function body). Never throws. */
export function parseScript(source: string): ExpressionResult<ScriptNode> {
  return parseWith(
    source,
    (tokens) => new ScriptParser(tokens),
    (parser) => parser.parseScript(),
  );
}
