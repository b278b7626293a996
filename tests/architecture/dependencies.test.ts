import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IForbiddenRuleType, type IViolation } from 'dependency-cruiser';
import { beforeAll, describe, expect, it } from 'vitest';

// The dependency rules of docs/architecture.md ("Dependency rules"), written in .dependency-cruiser.cjs,
// checked over the source of every package by dependency-cruiser.

const root = fileURLToPath(new URL('../..', import.meta.url));
const SOURCES = ['config/src', 'web/src', 'admin/src', 'cms/src'];
const rules = createRequire(import.meta.url)(`${root}.dependency-cruiser.cjs`) as {
  forbidden: IForbiddenRuleType[];
  options: Record<string, unknown>;
};

/** "rule: from → to", or "no-cycles: a → b → a" for a cycle. */
function describeViolation(violation: IViolation): string {
  if (violation.cycle?.length) {
    return `${violation.rule.name}: ${[violation.from, ...violation.cycle.map((step) => step.name)].join(' → ')}`;
  }
  return `${violation.rule.name}: ${violation.from} → ${violation.to}`;
}

let result: ICruiseResult;

beforeAll(async () => {
  const { output } = await cruise(SOURCES, { ...rules.options, baseDir: root, validate: true, ruleSet: { forbidden: rules.forbidden } });
  result = output as ICruiseResult;
});

describe('the dependency rules', () => {
  it('hold for every import of every package', () => {
    const violations = result.summary.violations.map(describeViolation);
    // On failure the list names each rule and the import (or cycle) that breaks it.
    expect(violations, `\n${violations.join('\n')}\n`).toEqual([]);
  });

  it('saw the whole source: every package, each of our relative imports resolved', () => {
    for (const source of SOURCES)
      expect(
        result.modules.some((module) => module.source.startsWith(`${source}/`)),
        source,
      ).toBe(true);
    // An import the cruiser could not follow would be an edge no rule checks. Asset queries
    // (`?no-inline`) and style sheets are Vite's business.
    const unresolved = result.modules.flatMap((module) =>
      module.dependencies
        .filter((dependency) => dependency.couldNotResolve && dependency.module.startsWith('.') && !/\?|\.css$/.test(dependency.module))
        .map((dependency) => `${module.source} → ${dependency.module}`),
    );
    expect(unresolved).toEqual([]);
  });
});
