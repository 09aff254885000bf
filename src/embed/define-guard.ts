/**
 * The planner's elements define their tags while their modules run (Lit's @customElement). A page
 * may hold two copies of the bundle (two versions, or one file under two addresses); the second
 * copy would throw on the first tag already taken. This module is the bundle's first import: until
 * `endGuardedDefinitions()` runs, a tag that is already defined is left as it is.
 */
const registry = customElements;
const ownDefine = Object.getOwnPropertyDescriptor(registry, 'define');
const define = registry.define;

registry.define = function defineUnlessTaken(name: string, constructor: CustomElementConstructor, options?: ElementDefinitionOptions) {
  if (!registry.get(name)) define.call(registry, name, constructor, options);
};

/** Gives the page its registry back exactly as it was. */
export function endGuardedDefinitions(): void {
  if (ownDefine) Object.defineProperty(registry, 'define', ownDefine);
  else delete (registry as { define?: unknown }).define;
}
