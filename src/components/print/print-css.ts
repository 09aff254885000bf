/**
 * A printed document's CSS, split for drawing it inside an element: page sizes and font faces
 * only work as rules of the page itself, everything else styles the element's own copy of the
 * document, whose `html` and `body` are stand-in elements.
 */

const PAGE_LEVEL = (rule: CSSRule) => rule instanceof CSSPageRule || rule instanceof CSSFontFaceRule;

/** `html` and `body` in a selector name the stand-ins `.print-html` and `.print-body`. */
function standInSelector(selector: string): string {
  return selector.replace(/(^|[\s,>+~(])html\b/g, '$1.print-html').replace(/(^|[\s,>+~(])body\b/g, '$1.print-body');
}

function rewritten(rules: CSSRuleList): string {
  return [...rules]
    .filter((rule) => !PAGE_LEVEL(rule))
    .map((rule) => {
      if (rule instanceof CSSStyleRule) return `${standInSelector(rule.selectorText)} { ${rule.style.cssText} }`;
      if (rule instanceof CSSMediaRule) return `@media ${rule.conditionText} { ${rewritten(rule.cssRules)} }`;
      return rule.cssText;
    })
    .join('\n');
}

export function splitPrintCss(css: string): { element: CSSStyleSheet; document: CSSStyleSheet } {
  const parsed = new CSSStyleSheet();
  parsed.replaceSync(css);
  const element = new CSSStyleSheet();
  element.replaceSync(rewritten(parsed.cssRules));
  const document = new CSSStyleSheet();
  document.replaceSync(
    [...parsed.cssRules]
      .filter(PAGE_LEVEL)
      .map((rule) => rule.cssText)
      .join('\n'),
  );
  return { element, document };
}
