import { PrintableForm } from '@clinic/forms-react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';

/**
 * The static printable layout of the document (forms-react's PrintableForm), placed beside the
 * app so the print style sheet can leave the app off paper. Prints once mounted, then closes.
 */
export function PrintDocument({ header, onDone }: { header: React.ReactNode; onDone: () => void }) {
  useEffect(() => {
    window.addEventListener('afterprint', onDone, { once: true });
    // After paint, so the printable layout is in the page the browser prints.
    const frame = requestAnimationFrame(() => window.print());
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', onDone);
    };
  }, [onDone]);
  return createPortal(
    <div className="staff-print-area">
      {header}
      <PrintableForm />
    </div>,
    document.body,
  );
}
