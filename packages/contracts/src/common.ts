import { z } from 'zod';

/** Every error on the wire: a stable machine-readable code and a sentence for people. */
export const errorBody = z.object({ error: z.string(), message: z.string() }).meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBody>;

/** A source the report cites. `url` is omitted when only the publication title is certain. */
export const source = z
  .object({ title: z.string(), url: z.url({ protocol: /^https$/ }).optional() })
  .meta({ id: 'Source' });
export type Source = z.infer<typeof source>;

export const reliability = z.enum(['High', 'Medium', 'Low']);
export type Reliability = z.infer<typeof reliability>;

export const level = z.enum(['high', 'medium', 'low']);
export type Level = z.infer<typeof level>;

export const impact = z.enum(['positive', 'negative', 'neutral']);

/** A certification or label as the report shows it. */
export const certification = z
  .object({
    name: z.string(),
    verified: z.boolean(),
    description: z.string(),
    impact,
    sources: z.array(source).optional(),
  })
  .meta({ id: 'Certification' });
export type Certification = z.infer<typeof certification>;
