/** Drops undefined members in place, so two models compare equal whichever syntax left a field out. */
export function compact<T extends object>(o: T): T {
  for (const k of Object.keys(o) as (keyof T)[]) if (o[k] === undefined) delete o[k];
  return o;
}
