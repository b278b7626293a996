/**
 * What the CMS and the console both know of a resource, said once: the CMS's registry
 * (cms/src/lib/registry/resources.ts) adds its storage to it, the console's resource folder its screens.
 * docs/adding-a-resource.md walks through a new one.
 */
export interface ResourceDescriptor<Sort extends string = string> {
  /** The path segment of its calls: `/api/v1/admin/<path>`, and `/api/v1/client/<path>` where the public reads it. */
  path: string;
  /** The public site shows it: every write of it moves the public cache on. */
  shown: boolean;
  /** The columns the console's list sorts on (`sortBy`). */
  sorts: readonly Sort[];
  /**
   * The inputs of its console form (where it has one) that a server error may name (dotted, `*` for a dictionary's
   * language): its own fields, its files, and `<dictionaries>.*.<text>` for each translated text.
   */
  formInputs?: readonly string[];
}
