import type { ComponentNode } from '@clinic/forms-core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ExpressionAssist } from './ExpressionAssist';
import { createFormComponentsStore, RuleFormContext } from './ruleFormContext';

const components = createFormComponentsStore([
  { kind: 'component', id: 'NumberInput1', elType: 'NumberInput', version: 1, page: 0, properties: {} },
] as ComponentNode[]);

function Harness({ initial, script = false }: { initial: string; script?: boolean }) {
  const [text, setText] = useState(initial);
  return (
    <RuleFormContext.Provider value={components}>
      <span data-testid="text">{text}</span>
      <ExpressionAssist text={text} caret={null} script={script} onChange={setText} />
    </RuleFormContext.Provider>
  );
}

describe('ExpressionAssist', () => {
  it('completes a component id typed in {{ }} with a click', () => {
    render(<Harness initial="{{ Num" />);
    const suggestions = screen.getByRole('group', { name: 'Suggestions' });
    fireEvent.click(within(suggestions).getByRole('button', { name: 'NumberInput1' }));
    expect(screen.getByTestId('text').textContent).toBe('{{ NumberInput1');
  });

  it("shows the parser's error while the text does not read, and none once it does", () => {
    const { unmount } = render(<Harness initial="{{ NumberInput1 * }}" />);
    expect(screen.getByRole('status').textContent).toMatch(/at character \d+/);
    unmount();
    render(<Harness initial="{{ NumberInput1 * 2 }}" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
