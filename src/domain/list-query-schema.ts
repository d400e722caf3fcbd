// The zod schema of a list's query, built from its description (list-query.ts): the server validates and
// documents the query with it, the browser reads its address bar with the description itself. One
// description, so the two cannot drift apart (decision 0022).
import { z } from 'zod';
import type {
  ChoiceField,
  DayField,
  OptionalChoiceField,
  PatternField,
  QueryField,
  QueryFields,
  TextField,
  WholeNumberField,
} from './list-query.ts';
import { searchSchema } from './validation.ts';

/** The zod type of each kind of field, so the query's parsed type is exact. */
type ZodOf<F extends QueryField> = F extends TextField
  ? z.ZodOptional<z.ZodString>
  : F extends DayField
    ? z.ZodOptional<z.ZodISODate>
    : F extends ChoiceField<infer T>
      ? z.ZodDefault<z.ZodEnum<{ [V in T]: V }>>
      : F extends OptionalChoiceField<infer T>
        ? z.ZodOptional<z.ZodEnum<{ [V in T]: V }>>
        : F extends PatternField
          ? z.ZodOptional<z.ZodString>
          : F extends WholeNumberField
            ? z.ZodDefault<z.ZodCoercedNumber>
            : never;

export type QuerySchemaShape<F extends QueryFields> = { -readonly [K in keyof F]: ZodOf<F[K]> };

function fieldSchema(field: QueryField): z.ZodType {
  const params = field.kind !== 'text' && field.error ? { error: field.error } : undefined;
  switch (field.kind) {
    case 'text':
      return searchSchema(field.max).optional();
    case 'day':
      return z.iso.date(params).optional();
    case 'choice':
      return z.enum(field.values as [string, ...string[]], params).default(field.fallback);
    case 'optionalChoice':
      return z.enum(field.values as [string, ...string[]], params).optional();
    case 'pattern':
      return z.string(params).regex(field.pattern, field.error).optional();
    case 'number': {
      const message = field.error;
      return z.coerce
        .number(params)
        .int(message)
        .min(field.min, message)
        .max(field.max, message)
        .default(field.fallback);
    }
  }
}

/** The query's zod object: a choice or a number with its fallback as default, any other field optional. */
export function querySchema<const F extends QueryFields>(fields: F): z.ZodObject<QuerySchemaShape<F>> {
  const shape = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, fieldSchema(field)]));
  // Built field by field above; QuerySchemaShape states what each kind of field builds.
  return z.object(shape) as unknown as z.ZodObject<QuerySchemaShape<F>>;
}

/** One page of a list as the API answers it: its rows, how many match, and which page of what size. */
export const pageSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({
    items: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/**
 * One page of a list counted up to 10,000 (decision 0023): with more matches, `total` is 10,000 and
 * `isTotalCapped` says so (the list shows "Több mint 10 000 találat" and pages up to there);
 * `isTotalEstimated` when the planner's estimate of a broad search said so instead of a count ("… (becslés)").
 */
export const cappedPageSchema = <Row extends z.ZodType>(row: Row) =>
  pageSchema(row).extend({ isTotalCapped: z.boolean(), isTotalEstimated: z.boolean() });
