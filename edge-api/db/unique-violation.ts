/** Whether `error` is Postgres refusing a row that would break the unique `constraint` (or index). */
export const isUniqueViolation = (error: unknown, constraint: string) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '23505' &&
  (error as { constraint_name?: string }).constraint_name === constraint;
