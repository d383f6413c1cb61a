import { type FieldGroup, type ReviewData, setFieldValue } from './review-markers';

/** The attribute FieldList puts on each header value's input: the field's key (`{group}-{id}`). */
export const FIELD_KEY_ATTR = 'data-field-key';

/** The key of the header value an element edits, when it is one that can be edited now (not read-only, not deleted). */
export function editableFieldKey(el: Element | null): string | null {
  if (!(el instanceof HTMLInputElement) || el.readOnly || el.disabled) return null;
  return el.getAttribute(FIELD_KEY_ATTR);
}

/** The current value of a header value by its key, or null when it is gone or deleted (nothing to fill). */
export function valueOfKey(data: ReviewData, key: string): { group: FieldGroup; id: number; value: string } | null {
  const m = /^(form|extactedFromTable)-(-?\d+)$/.exec(key);
  if (!m) return null;
  const group = m[1] as FieldGroup;
  const field = data[group].find((f) => f.id === Number(m[2]));
  return field && !field.isDelete ? { group, id: field.id, value: field.value } : null;
}

/** The data with that header value replaced, or unchanged when the field cannot take it. */
export function fillField(data: ReviewData, key: string, value: string): ReviewData {
  const field = valueOfKey(data, key);
  return field ? setFieldValue(data, field.group, field.id, value) : data;
}
