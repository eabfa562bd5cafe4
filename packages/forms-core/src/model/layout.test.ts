import { describe, expect, it } from 'vitest';
import { formContentSchema } from './layout';

describe('form content schema', () => {
  it('fills the form defaults, modal size lg among them', () => {
    const content = formContentSchema.parse({ rows: [] });
    expect(content.defaults).toEqual({
      script: '',
      scoreFunctionBody: '',
      treatmentPlanObjectivesMap: {},
      hideViewSeparationLines: false,
      style: '',
      modalSize: 'lg',
    });
  });

  it('rejects a column wider than 12 with a message naming the path', () => {
    const result = formContentSchema.safeParse({
      rows: [
        {
          kind: 'row',
          id: 'Row1',
          properties: {},
          columns: [{ kind: 'column', id: 'Column1', properties: { cols: 13 }, children: [] }],
        },
      ],
    });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues[0]?.path)).toContain('cols');
  });
});
