import { describe, expect, it } from 'vitest';
import { createComponent } from './createComponent';
import { forEachComponent } from './forEachComponent';
import { formContentOf, rowOf } from './formContentFixture';

describe('forEachComponent', () => {
  it('visits nested layouts in reading order, with each path', () => {
    const content = formContentOf([createComponent('TextInput')]);
    content.rows.push(
      rowOf('Outer', [rowOf('Inner', [createComponent('Checkbox')]), createComponent('Html')]),
    );
    const visited: string[] = [];
    forEachComponent(content.rows, (component, path) =>
      visited.push(`${component.elType} ${path.join('.')}`),
    );
    expect(visited).toEqual([
      'TextInput rows.0.columns.0.children.0',
      'Checkbox rows.1.columns.0.children.0.columns.0.children.0',
      'Html rows.1.columns.0.children.1',
    ]);
  });
});
