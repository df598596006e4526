/**
 * A tiny global toast store. Plain module state + subscribers, so non-React code (the axios
 * client's error interceptor) can call `showToast` and the <ToastViewport/> in the layout renders.
 */

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

/** How long a toast stays, in ms. Errors stay longer: they must be read. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { info: 4000, success: 4000, error: 6000 };
/** At most this many toasts are shown; older ones drop off. */
export const TOAST_MAX = 3;

type Listener = () => void;

/**
 * The empty list, one object: the viewport's server snapshot and the store's first value, so
 * hydration finds them equal and does not render the viewport a second time.
 */
export const NO_TOASTS: readonly Toast[] = [];

let toasts: readonly Toast[] = NO_TOASTS;
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly Toast[]): void {
  toasts = next.length ? next : NO_TOASTS;
  listeners.forEach((l) => l());
}

/** Show a message; returns its id. Repeating the message that is already on screen does not stack it. */
export function showToast(message: string, kind: ToastKind = 'info', durationMs: number = TOAST_DURATION_MS[kind]): number {
  const existing = toasts.find((t) => t.message === message && t.kind === kind);
  if (existing) {
    scheduleDismiss(existing.id, durationMs);
    return existing.id;
  }
  const toast: Toast = { id: nextId++, message, kind };
  const kept = toasts.slice(-(TOAST_MAX - 1));
  toasts.filter((t) => !kept.includes(t)).forEach((t) => clearTimer(t.id));
  emit([...kept, toast]);
  scheduleDismiss(toast.id, durationMs);
  return toast.id;
}

export function dismissToast(id: number): void {
  clearTimer(id);
  if (toasts.some((t) => t.id === id)) emit(toasts.filter((t) => t.id !== id));
}

/** Remove every toast (tests, route changes). */
export function clearToasts(): void {
  timers.forEach((t) => clearTimeout(t));
  timers.clear();
  emit([]);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function clearTimer(id: number): void {
  const t = timers.get(id);
  if (t) clearTimeout(t);
  timers.delete(id);
}

function scheduleDismiss(id: number, durationMs: number): void {
  clearTimer(id);
  if (durationMs > 0 && Number.isFinite(durationMs))
    timers.set(
      id,
      setTimeout(() => dismissToast(id), durationMs),
    );
}
