import { PrintableForm } from '@clinic/forms-react';
import { useCallback, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

/**
 * The static printable layout of the document (forms-react's PrintableForm), placed beside the
 * app so the print style sheet can leave the app off paper. Prints once every component is
 * ready (lazily loaded field code and clinical data included), then closes.
 */
export function PrintDocument({ header, onDone }: { header: React.ReactNode; onDone: () => void }) {
  const frame = useRef(0);
  useEffect(() => {
    window.addEventListener('afterprint', onDone, { once: true });
    return () => {
      cancelAnimationFrame(frame.current);
      window.removeEventListener('afterprint', onDone);
    };
  }, [onDone]);
  // After paint, so the printable layout is in the page the browser prints.
  const print = useCallback(() => {
    frame.current = requestAnimationFrame(() => window.print());
  }, []);
  return createPortal(
    <div className="staff-print-area">
      {header}
      <PrintableForm onReady={print} />
    </div>,
    document.body,
  );
}
