/** Rules every printed document shares: type, colour kept in print, the screen preview. Logical properties only, so Hebrew mirrors. */
export const BASE_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { font-family: 'Rubik', 'Noto Sans Hebrew', 'Arial Hebrew', Arial, sans-serif; color: #1b1b1b; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-size: 10.5pt; line-height: 1.35; }
h1, h2, h3, p, ol, ul { margin: 0; }
ol, ul { padding: 0; list-style: none; }
bdi { unicode-bidi: isolate; }
.doc-heading { display: flex; align-items: baseline; justify-content: space-between; gap: 1em; border-block-end: 1.5pt solid #1b1b1b; padding-block-end: 2mm; margin-block-end: 4mm; }
.doc-heading h1 { font-size: 16pt; font-weight: 700; }
.event-name { font-size: 11pt; color: #444; }
.unnamed { font-style: italic; color: #444; }
.meal { white-space: nowrap; }
.meal-symbol { font-weight: 700; }
.meal-name { font-size: 0.85em; color: #444; }
.empty { color: #444; font-style: italic; }
@media screen {
  html { background: #e9e9e9; }
  body { padding: 16px; }
  .sheet-flow { background: #fff; max-width: 210mm; margin-inline: auto; padding: 12mm; box-shadow: 0 1px 4px rgb(0 0 0 / 0.25); }
}
`;

/** An A4 page with room for a printer's margin, for documents that flow over pages. */
export const FLOW_PAGE_CSS = '@page { size: A4; margin: 12mm; }';
