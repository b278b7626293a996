import { beforeEach } from 'vitest';

/**
 * jsdom has no canvas: a test file replaces the chart components with these, which draw a bare canvas
 * and record what they were given, with `vi.mock('react-chartjs-2', () => import('…/test/charts'))`.
 * What was drawn is forgotten before each test of a file that imports `drawn`.
 */
export const drawn: Array<{ type: string; data: any; options: any; props: Record<string, unknown> }> = [];

beforeEach(() => {
  drawn.length = 0;
});

const fake =
  (type: string) =>
  ({ data, options, ...props }: Record<string, any>) => {
    drawn.push({ type, data, options, props });
    return <canvas {...props} />;
  };

export const Bar = fake('bar');
export const Line = fake('line');
export const Pie = fake('pie');
export const Doughnut = fake('doughnut');
