/**
 * A printed document's CSS, split for drawing it inside an element: page sizes and font faces
 * only work as rules of the page itself, everything else styles the element's own copy of the
 * document, whose `html` and `body` are stand-in elements.
 */

const PAGE_LEVEL = (rule: CSSRule) => rule instanceof CSSPageRule || rule instanceof CSSFontFaceRule;

/**
 * `html` and `body` in a selector name the stand-ins `.print-html` and `.print-body`; every other
 * selector is kept inside `.print-html`, so a document's `.card` or `h2` never styles the view's own
 * controls beside it (the table cards' A4 `.card` widened the choices to a page's width on a phone).
 */
function standInSelector(selector: string): string {
  const standIns = selector.replace(/(^|[\s,>+~(])html\b/g, '$1.print-html').replace(/(^|[\s,>+~(])body\b/g, '$1.print-body');
  return topLevelParts(standIns)
    .map((part) => (part.startsWith('.print-html') ? part : `.print-html ${part}`))
    .join(', ');
}

/** A selector list's selectors, split at the commas outside parentheses (`:is(a, b)` stays whole). */
function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
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
