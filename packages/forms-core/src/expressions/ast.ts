/** The syntax tree of the expression language and of its small statement language. */

export type LiteralValue = string | number | boolean | null | undefined;

export type UnaryOperator = '!' | '-' | '+';
export type BinaryOperator =
  | '+'
  | '-'
  | '*'
  | '/'
  | '%'
  | '=='
  | '!='
  | '==='
  | '!=='
  | '<'
  | '<='
  | '>'
  | '>=';
export type LogicalOperator = '&&' | '||' | '??';

export type ExpressionNode =
  | { type: 'Literal'; value: LiteralValue }
  | { type: 'Identifier'; name: string }
  /** `a.b` stores the name as a string Literal; `a[expr]` stores the expression. */
  | { type: 'Member'; object: ExpressionNode; property: ExpressionNode }
  /** Only named, whitelisted functions are callable, so the callee is a name, never a value. */
  | { type: 'Call'; callee: string; args: ExpressionNode[] }
  | { type: 'Unary'; operator: UnaryOperator; argument: ExpressionNode }
  | { type: 'Binary'; operator: BinaryOperator; left: ExpressionNode; right: ExpressionNode }
  | { type: 'Logical'; operator: LogicalOperator; left: ExpressionNode; right: ExpressionNode }
  | { type: 'Conditional'; test: ExpressionNode; consequent: ExpressionNode; alternate: ExpressionNode }
  | { type: 'Array'; elements: ExpressionNode[] }
  | { type: 'Object'; properties: Array<{ key: string; value: ExpressionNode }> };

export type AssignmentOperator = '=' | '+=' | '-=' | '*=' | '/=';

export type StatementNode =
  | { type: 'Declaration'; kind: 'let' | 'const'; name: string; init: ExpressionNode | undefined }
  | { type: 'Assignment'; name: string; operator: AssignmentOperator; value: ExpressionNode }
  | { type: 'If'; test: ExpressionNode; consequent: StatementNode; alternate: StatementNode | undefined }
  | { type: 'ForOf'; kind: 'let' | 'const'; name: string; iterable: ExpressionNode; body: StatementNode }
  | { type: 'Return'; argument: ExpressionNode | undefined }
  | { type: 'Block'; body: StatementNode[] }
  | { type: 'ExpressionStatement'; expression: ExpressionNode };

export interface ScriptNode {
  type: 'Script';
  body: StatementNode[];
}
