/** Walking the composed tree: up through slots and out of shadow roots, as events travel. */

/** The element above `element` in the composed tree: its slot, its parent, or its shadow root's host. */
export function parentAcrossShadows(element: Element): Element | null {
  if (element.assignedSlot) return element.assignedSlot;
  if (element.parentElement) return element.parentElement;
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** The nearest `tag` at or above `from`, crossing out of shadow roots. */
export function closestAcrossShadows(from: Element | null, tag: string): Element | null {
  for (let element = from; element; element = parentAcrossShadows(element)) if (element.localName === tag) return element;
  return null;
}
