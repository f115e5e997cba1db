// One A4 sheet. In print each sheet starts a page and carries its own 10 mm margin (the @page margin is
// 0 so the browser prints no header or footer of its own); on screen it looks like a sheet of paper.
import type { ReactNode } from 'react';

/** `pad`: the sheet's margin (10 mm; the card sheets take less, to fit nine cards and their cut marks). */
export function Paper({ children, label, className = '', pad = '10mm' }: { children: ReactNode; label: string; className?: string; pad?: string }) {
  return (
    <section
      aria-label={label}
      style={{ padding: pad }}
      className={`wb-paper mx-auto w-full max-w-[210mm] bg-white text-black shadow-sm ring-1 ring-stone-300 ${className}`}
    >
      {children}
    </section>
  );
}

/** Page setup for the printed sheets (A4, black on white, each Paper a page). */
export const PRINT_CSS = `
@media print {
  @page wbsheet { size: A4; margin: 0; }
  @page { size: A4; }
  .wb-paper { page: wbsheet; break-after: page; box-shadow: none !important; max-width: none !important; width: 210mm; margin: 0 !important; font-size: 9.5pt; line-height: 1.35; }
  .wb-paper:last-of-type { break-after: auto; }
  .wb-stack { gap: 0 !important; }
  .wb-script { font-size: 10pt; }
  /* The site keeps a section on one page; a script section is pages long (more so in English), so it
     flows on and only its lines and headings stay whole. */
  .wb-script, .wb-script section { break-inside: auto; }
  .wb-card { break-inside: avoid; }
  .wb-keep { break-after: avoid; }
  table.wb-grid, table.wb-grid th, table.wb-grid td { border-color: #000 !important; }
}
`;
