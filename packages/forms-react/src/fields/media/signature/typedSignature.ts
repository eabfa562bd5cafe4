import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from './signatureSize';

/**
 * Draws a typed name as a signature image, for people who cannot draw one (keyboard and
 * switch users). The canvas is the pad's own, so the image has the pad's size.
 */
export function drawTypedSignature(canvas: HTMLCanvasElement, name: string): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, canvas.width, canvas.height);
  const scale = canvas.width / SIGNATURE_WIDTH;
  context.scale(scale, scale);
  context.fillStyle = '#000';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  // Shrink long names until they fit the pad's width with a margin.
  let size = 40;
  do {
    context.font = `italic ${size}px "Segoe Script", "Brush Script MT", "Apple Chancery", cursive`;
    size -= 2;
  } while (size > 12 && context.measureText(name).width > SIGNATURE_WIDTH - 20);
  context.fillText(name, SIGNATURE_WIDTH / 2, SIGNATURE_HEIGHT / 2);
}
