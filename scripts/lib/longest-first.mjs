/**
 * A vitest sequencer that starts the named files first, in the order given, and the rest after them
 * in vitest's own order: the longest files start at once, so that the other workers run the short ones
 * beside them and no long file is left running alone at the end. A clean clone has no timings for
 * vitest's own longest-first order (it falls back to the files' sizes on disk).
 *
 * `BaseSequencer` is the caller's vitest's (`vitest/node`): the CMS has its own install.
 * @template {new (...args: any[]) => { sort(files: any[]): Promise<any[]> }} T
 * @param {T} BaseSequencer
 * @param {string[]} longest the files' names without `.test.ts`, longest first
 * @returns {T}
 */
export function longestFirst(BaseSequencer, longest) {
  const rank = (file) => {
    const index = longest.findIndex((name) => file.moduleId.endsWith(`/${name}.test.ts`));
    return index === -1 ? longest.length : index;
  };
  return class LongestFirst extends BaseSequencer {
    async sort(files) {
      return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
    }
  };
}
