import { describe, expect, it } from 'vitest';
import { createDragLabel } from './dragLabel';

const pointerAt = (clientX: number, clientY: number) =>
  window.dispatchEvent(new MouseEvent('pointermove', { clientX, clientY }));

/** An element whose box is `rect` (jsdom lays nothing out). */
function boxAt(rect: { left: number; top: number; bottom: number }) {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({
    ...rect,
    right: 0,
    width: 0,
    height: 0,
    x: 0,
    y: 0,
    toJSON: () => rect,
  });
  return element;
}

describe('the label that follows a drag', () => {
  it('stays beside the pointer of a pointer drag, and where it was once the drag ends', () => {
    const label = createDragLabel();
    const element = document.createElement('div');
    label.start(new MouseEvent('pointerdown', { clientX: 110, clientY: 205 }), () => null);
    label.attach(element);
    expect(element.style.transform).toBe('translate(122px, 217px)');
    pointerAt(150, 305);
    expect(element.style.transform).toBe('translate(162px, 317px)');
    label.stop();
    pointerAt(400, 400);
    expect(element.style.transform).toBe('translate(162px, 317px)');
  });

  it('stands under the place a keyboard drag chose, placed again after a move or a scroll', () => {
    const label = createDragLabel();
    const element = document.createElement('div');
    label.attach(element);
    let anchor = boxAt({ left: 20, top: 40, bottom: 60 });
    label.start(new KeyboardEvent('keydown', { key: ' ' }), () => anchor);
    expect(element.style.transform).toBe('translate(32px, 64px)');
    anchor = boxAt({ left: 20, top: 300, bottom: 310 });
    label.update();
    expect(element.style.transform).toBe('translate(32px, 314px)');
    anchor = boxAt({ left: 20, top: 100, bottom: 110 });
    window.dispatchEvent(new Event('scroll'));
    expect(element.style.transform).toBe('translate(32px, 114px)');
    // The pointer does not move a keyboard drag's label.
    pointerAt(0, 0);
    expect(element.style.transform).toBe('translate(32px, 114px)');
    label.stop();
  });
});
