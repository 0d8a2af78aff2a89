/**
 * A small trend line beside a figure (issue 51 point 4), drawn by hand in SVG: the chart library
 * loads with the Reports screen only. The picture is hidden from assistive technology and the
 * words beside it say the trend ("Overdue over the last 8 weeks: from $1,200 to $950"). One
 * colour, the text's, and shapes to tell the ends apart without it: a ring where the line
 * starts, a dot where it ends (now). Its box keeps its size before the values come, so nothing
 * moves when they do.
 */
import { Box } from '@chakra-ui/react';

export interface SparklineProps {
  /** What the line follows, as the words name it ('Overdue'). */
  label: string;
  /** Oldest first; undefined until there are any (the box stays, empty). */
  values: readonly number[] | undefined;
  /** How a value is written in the words ('$1,200'). */
  format: (value: number) => string;
  /** Over what time, in words ('the last 8 weeks'). */
  period: string;
}

const WIDTH = 64;
const HEIGHT = 20;
/** Room for the end marks inside the box. */
const PAD = 3;

/** The words of a trend: "Overdue over the last 8 weeks: from $1,200 to $950". */
export function sparklineWords({ label, values, format, period }: SparklineProps): string | null {
  if (!values || values.length === 0) return null;
  return `${label} over ${period}: from ${format(values[0]!)} to ${format(values[values.length - 1]!)}`;
}

/** Each value's point in the box, oldest on the left, the highest at the top. */
function pointsOf(values: readonly number[]): [number, number][] {
  const min = Math.min(...values);
  const span = Math.max(...values) - min;
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  return values.map((v, i) => [
    PAD + i * step,
    span === 0 ? HEIGHT / 2 : HEIGHT - PAD - ((v - min) / span) * (HEIGHT - 2 * PAD),
  ]);
}

export function Sparkline(props: SparklineProps) {
  const words = sparklineWords(props);
  const points = props.values && props.values.length > 0 ? pointsOf(props.values) : null;
  const [start, end] = points ? [points[0]!, points[points.length - 1]!] : [null, null];
  return (
    <Box as="span" display="inline-block" flexShrink={0} w={`${WIDTH}px`} h={`${HEIGHT}px`}>
      {points && start && end && (
        <svg
          aria-hidden="true"
          focusable="false"
          width={WIDTH}
          height={HEIGHT}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          style={{ display: 'block', overflow: 'visible' }}
        >
          <polyline
            points={points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
          <circle cx={start[0]} cy={start[1]} r="2" fill="none" stroke="currentColor" />
          <circle cx={end[0]} cy={end[1]} r="2.5" fill="currentColor" />
        </svg>
      )}
      {words && (
        <Box as="span" srOnly>
          {words}
        </Box>
      )}
    </Box>
  );
}
