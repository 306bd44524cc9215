/**
 * A Postgres array literal for an array parameter, cast in SQL to its type (`${pgArray(ids)}::uuid[]`).
 * Built here, not left to the driver: on Workers postgres.js runs with `fetch_types: false`
 * (ADR 0005) and then sends a JS array as "a,b,c", which Postgres refuses as an array.
 */
export const pgArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
