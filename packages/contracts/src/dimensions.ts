// The report's dimensions, named here only (without zod, so the web's first screens import them cheaply): the score
// columns, compare rows, the three-scores widget and the engine's alternatives iterate this list (decision 077).

/** The three things a report scores, in the order it shows them. */
export const DIMENSIONS = ['health', 'environmental', 'ethical'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
