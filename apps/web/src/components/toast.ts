import { notifications } from '@mantine/notifications';

/** Toasts auto-close at 10000 ms (spec 000 §9); position is set on the provider (top-right). */
export const TOAST_MS = 10_000;

export function toastSuccess(message: string) {
  notifications.show({ color: 'green', message, autoClose: TOAST_MS });
}

export function toastWarning(message: string) {
  notifications.show({ color: 'yellow', message, autoClose: TOAST_MS });
}

export function toastError(message: string) {
  notifications.show({ color: 'red', message, autoClose: TOAST_MS });
}
